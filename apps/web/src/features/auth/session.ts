import { setCookie } from '@tijian/client';
import { getUserQueryOptions } from '@/features/account/index.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';
import type { LoginResult } from './api/login.ts';

// Spec 4 "Session": token, phone and client id go to cookies, then the user data is loaded.
export async function startSession(result: LoginResult, phone: string): Promise<void> {
  setCookie('token', result.token);
  if (result.clientId) setCookie('clientId', result.clientId, 365);
  setCookie('phone', phone);
  // Whatever a previous session cached belongs to someone else.
  queryClient.removeQueries({ queryKey: USER_DATA_KEY });
  const userKey = getUserQueryOptions().queryKey;
  queryClient.setQueryData(userKey, result.user);
}

// Only same-site paths are followed, so a crafted link cannot send a fresh session elsewhere.
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
