import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, communication } from '@tijian/client';
import type { communication as contract } from '@tijian/contract';
import { communicationKeys, type ThreadFilter } from './communication-keys.ts';

export type ThreadList = contract.ThreadList;
export type ThreadSummary = contract.ThreadSummary;

export function listThreads(filter: ThreadFilter, signal?: AbortSignal): Promise<ThreadList> {
  const query = {
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.answered ? { answered: '1' as const } : {}),
  };
  // The page shows a failure itself, with 重试.
  return call(communication.listThreads, { query }, { signal, silent: true });
}

export function listThreadsQueryOptions(filter: ThreadFilter = {}) {
  return queryOptions({
    queryKey: communicationKeys.list(filter),
    queryFn: ({ signal }) => listThreads(filter, signal),
  });
}

export function useThreads(filter: ThreadFilter = {}) {
  return useQuery(listThreadsQueryOptions(filter));
}
