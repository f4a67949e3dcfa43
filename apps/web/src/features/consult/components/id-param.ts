import { useParams } from 'react-router';

/** The id in the address (`:id`), or null when it is not one. */
export function useIdParam(): number | null {
  const { id = '' } = useParams();
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}
