import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { hasToken } from '@/shared/lib/cookies.ts';
import { accountKeys } from './account-keys.ts';

export type User = UserProfile;

export function getUser(signal?: AbortSignal): Promise<User> {
  return request<User>('/wx/user/getUser.json', { tag: 'user', signal });
}

// Spec 4 "Session": the profile is fetched once and cached until it changes or the session ends.
export function getUserQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.user(),
    queryFn: ({ signal }) => getUser(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUser() {
  return useQuery({ ...getUserQueryOptions(), enabled: hasToken() });
}
