import { auth, urlOf } from '@tijian/client';

// The picture is bound to the client id cookie, so it is requested as a plain <img>, not via fetch.
// The server ignores r: it only makes each picture's address new, past any cache.
export function imageCodeUrl(timestamp: number = Date.now()): string {
  return `${urlOf(auth.getImageCode)}?r=${timestamp}`;
}
