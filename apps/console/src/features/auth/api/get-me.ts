import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, operator } from '@tijian/client';
import type { OperatorProfile } from '@tijian/contract';
import { operatorKeys } from './keys.ts';

export type { OperatorProfile };

export function getMe(signal?: AbortSignal): Promise<OperatorProfile> {
  return call(operator.operatorMe, undefined, { signal });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: operatorKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    // Roles change rarely; the shell reads them once per sign-in and on a reload.
    staleTime: 5 * 60_000,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
