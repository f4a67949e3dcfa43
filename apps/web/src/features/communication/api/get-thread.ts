import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, communication } from '@tijian/client';
import type { communication as contract } from '@tijian/contract';
import { communicationKeys } from './communication-keys.ts';

export type ThreadDetail = contract.ThreadDetail;
export type Message = contract.Message;

/** While a conversation is open, the centre's replies arrive without a pull. */
export const CONVERSATION_REFRESH_MS = 20_000;

export function getThread(id: number, signal?: AbortSignal): Promise<ThreadDetail> {
  return call(communication.getThread, { query: { id } }, { signal, silent: true });
}

export function getThreadQueryOptions(id: number) {
  return queryOptions({
    queryKey: communicationKeys.thread(id),
    queryFn: ({ signal }) => getThread(id, signal),
    refetchInterval: CONVERSATION_REFRESH_MS,
  });
}

export function useThread(id: number, enabled = true) {
  return useQuery({ ...getThreadQueryOptions(id), enabled });
}
