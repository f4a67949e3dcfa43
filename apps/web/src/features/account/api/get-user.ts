import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, hasToken, users } from '@tijian/client';
import type { UserProfile } from '@tijian/contract';
import { accountKeys } from './account-keys.ts';

export type User = UserProfile;

export function getUser(signal?: AbortSignal): Promise<User> {
  return call(users.getUser, undefined, { tag: 'user', signal });
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
