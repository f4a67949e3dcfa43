import { apiUrl } from '@/shared/http/index.ts';

// The picture is bound to the client id cookie, so it is requested as a plain <img>, not via fetch.
export function imageCodeUrl(timestamp: number = Date.now()): string {
  return apiUrl('/wx/validationCode.json', { r: timestamp });
}
