import { removeCookie } from '@/shared/lib/cookies.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { USER_DATA_KEY } from './user-data-key.ts';

export type SessionEnd = 'logout' | 'timeout' | 'kickout';

/**
 * The one way a session ends (spec 4 "Session", spec 8): the token and phone cookies and every cached
 * piece of the person's data go. A kickout also forgets the client id (the server has retired it);
 * logging out also forgets the centre, so the next visit starts from all centres. A timeout keeps the
 * centre, since the person logs in again and returns to the page they were on.
 */
export function endSession(reason: SessionEnd): void {
  removeCookie('token');
  removeCookie('phone');
  if (reason === 'kickout') removeCookie('clientId');
  queryClient.removeQueries({ queryKey: USER_DATA_KEY });
  if (reason === 'logout') {
    removeCookie('sid');
    useSessionStore.getState().reset();
  }
}
