import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, communication } from '@tijian/client';
import type { communication as contract } from '@tijian/contract';
import { communicationKeys } from './keys.ts';

export type OperatorThread = contract.OperatorThread;

export function getThread(id: number, signal?: AbortSignal) {
  return call(communication.operatorGetThread, { query: { id } }, { signal });
}

/**
 * A thread as its centre opens it (marked read). Each read is audited, so it is read when opened and
 * after a reply, not on a timer.
 */
export function threadQueryOptions(centreId: string, id: number) {
  return queryOptions({
    queryKey: communicationKeys.thread(centreId, id),
    queryFn: ({ signal }) => getThread(id, signal),
    refetchOnWindowFocus: false,
  });
}

export function useThread(centreId: string, id: number) {
  return useQuery(threadQueryOptions(centreId, id));
}
