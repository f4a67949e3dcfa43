import { getCookie, setCookie } from '@tijian/client';
import { DEFAULT_SID } from '@tijian/domain';
import { queryClient } from '@/shared/lib/query-client.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { getCentreQueryOptions } from './api/get-centre.ts';
import { getCitiesQueryOptions } from './api/get-cities.ts';

/**
 * The one writer of the current centre id: the route guard, the home page, the centre picker and a
 * centre's page all choose a centre through here. The session store (read by the HTTP headers and the
 * pages) and the sid cookie (read by the server and the next visit) move together, and the centre's
 * data starts loading: the city list for all centres (00-0), the detail otherwise. Both are cached for
 * the visit (spec 4 "Session"), so choosing a known centre again sends nothing.
 */
export function setCurrentCentre(sid: string): void {
  useSessionStore.getState().setSid(sid);
  if (getCookie('sid') !== sid) setCookie('sid', sid);
  if (sid === DEFAULT_SID) void queryClient.prefetchQuery(getCitiesQueryOptions(DEFAULT_SID));
  else void queryClient.prefetchQuery(getCentreQueryOptions(sid));
}

// 切换体检中心 / 选择其他中心: back to "all centres", where the picker works again.
export function resetCurrentCentre(): void {
  setCurrentCentre(DEFAULT_SID);
}

// The first picture of a centre's comma-separated image list (spec 3 "Centre").
export function firstImage(image: string | null | undefined): string | null {
  const first = image
    ?.split(',')
    .map((s) => s.trim())
    .find(Boolean);
  return first ?? null;
}
