import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, communication } from '@tijian/client';
import type { communication as contract } from '@tijian/contract';
import { communicationKeys } from './keys.ts';

export type OperatorThreadSummary = contract.OperatorThreadList['list'][number];

/** New questions show up without a reload; the list is not audited, so looking again costs nothing. */
const LIST_REFRESH_MS = 30_000;

export function listThreads(centreId: string, signal?: AbortSignal) {
  return call(communication.operatorListThreads, { query: { sysCenterId: centreId } }, { signal });
}

export function threadsQueryOptions(centreId: string) {
  return queryOptions({
    queryKey: communicationKeys.list(centreId),
    queryFn: ({ signal }) => listThreads(centreId, signal),
    refetchInterval: LIST_REFRESH_MS,
  });
}

/** The centre's threads, unread first. */
export function useThreads(centreId: string) {
  return useQuery(threadsQueryOptions(centreId));
}
