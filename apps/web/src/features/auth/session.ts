import { removeCookie, setCookie } from '../../shared/lib/cookies.ts';
import { queryClient } from '../../shared/lib/query-client.ts';
import { useSessionStore } from '../../shared/lib/session-store.ts';
import { getUserQueryOptions } from '../account/index.ts';
import type { LoginResult } from './api/login.ts';

// Spec 4 "Session": token, phone and client id go to cookies, then the user data is loaded.
export async function startSession(result: LoginResult, phone: string): Promise<void> {
  setCookie('token', result.token);
  if (result.clientId) setCookie('clientId', result.clientId, 365);
  setCookie('phone', phone);
  queryClient.removeQueries({ queryKey: ['account'] });
  const userKey = getUserQueryOptions().queryKey;
  if (result.user) queryClient.setQueryData(userKey, result.user);
  else await queryClient.prefetchQuery(getUserQueryOptions());
}

// Spec 4 "Session": logging out clears the profile and the token and centre-id cookies.
export function endSession(): void {
  removeCookie('token');
  removeCookie('sid');
  removeCookie('phone');
  queryClient.removeQueries({ queryKey: ['account'] });
  useSessionStore.getState().reset();
}

// Only same-site paths are followed, so a crafted link cannot send a fresh session elsewhere.
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
