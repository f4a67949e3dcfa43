import { useParams } from 'react-router';

/** The report id of the address (/report/…/:id), or null when it is not one. */
export function useReportId(): number | null {
  const { id } = useParams();
  return id && /^\d{1,10}$/.test(id) ? Number(id) : null;
}
