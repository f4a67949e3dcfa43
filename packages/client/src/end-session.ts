import { clientConfig, type SessionEnd } from './configure.ts';
import { removeCookie } from './cookies.ts';

/**
 * The one way a session ends (spec 4 "Session", spec 8): the token and phone cookies go, and the app
 * drops every piece of the person's data it keeps (onSessionEnd). A kickout also forgets the client
 * id (the server has retired it). What else a reason changes (logging out also forgets the centre, a
 * timeout keeps it so the person returns to the same page) is the app's to decide.
 */
export function endSession(reason: SessionEnd): void {
  removeCookie('token');
  removeCookie('phone');
  if (reason === 'kickout') removeCookie('clientId');
  clientConfig().onSessionEnd?.(reason);
}
