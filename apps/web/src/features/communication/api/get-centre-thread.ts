import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, communication } from '@tijian/client';
import type { communication as contract } from '@tijian/contract';
import { communicationKeys } from './communication-keys.ts';
import { CONVERSATION_REFRESH_MS } from './get-thread.ts';

export type CentreThread = contract.CentreThread;

export function getCentreThread(centreId: string, signal?: AbortSignal): Promise<CentreThread> {
  return call(communication.getCentreThread, { query: { sysCenterId: centreId } }, { signal, silent: true });
}

export function getCentreThreadQueryOptions(centreId: string) {
  return queryOptions({
    queryKey: communicationKeys.centre(centreId),
    queryFn: ({ signal }) => getCentreThread(centreId, signal),
    refetchInterval: CONVERSATION_REFRESH_MS,
  });
}

export function useCentreThread(centreId: string, enabled = true) {
  return useQuery({ ...getCentreThreadQueryOptions(centreId), enabled });
}
