import { shanghaiDate } from '@tijian/domain';

/** The Shanghai day (YYYY-MM-DD) of an ISO instant, as the centre's calendar reads it. */
export function dayOf(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : shanghaiDate(at);
}
