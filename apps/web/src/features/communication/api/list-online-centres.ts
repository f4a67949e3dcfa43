import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, communication } from '@tijian/client';
import type { communication as contract } from '@tijian/contract';
import { communicationKeys } from './communication-keys.ts';

export type OnlineCentre = contract.OnlineCentres['list'][number];

export function listOnlineCentres(signal?: AbortSignal): Promise<contract.OnlineCentres> {
  return call(communication.listOnlineCentres, {}, { signal, silent: true });
}

export function listOnlineCentresQueryOptions() {
  return queryOptions({
    queryKey: communicationKeys.centres(),
    queryFn: ({ signal }) => listOnlineCentres(signal),
    staleTime: 5 * 60_000,
  });
}

export function useOnlineCentres() {
  return useQuery(listOnlineCentresQueryOptions());
}
