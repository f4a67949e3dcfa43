import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarryStateCode, SexCode } from '@tijian/domain';
import { request } from '../../../shared/http/index.ts';
import { hasToken } from '../../../shared/lib/cookies.ts';

export interface User {
  id: string;
  callName: string | null;
  name: string | null;
  mobilePhone: string | null;
  idCardNo: string | null;
  sexCode: SexCode | null;
  age: number | null;
  marryStateCode: MarryStateCode | null;
  folkId: number | null;
  folkName: string | null;
  height: number | null;
  weight: number | null;
  isGzbd?: number | null;
  hasPassword?: boolean;
}

export function getUser(signal?: AbortSignal): Promise<User> {
  return request<User>('/wx/user/getUser.json', { tag: 'user', signal });
}

// Spec 4 "Session": the profile is fetched once and cached until it changes or the session ends.
export function getUserQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'user'],
    queryFn: ({ signal }) => getUser(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUser() {
  return useQuery({ ...getUserQueryOptions(), enabled: hasToken() });
}
