import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, centres } from '@tijian/client';
import { centreKeys } from './centre-keys.ts';
import type { Centre } from './get-centre.ts';

// The booking configuration of a centre (which entrance options it offers); same shape as the detail.
export function getConfigInfo(sysCenterId: string, signal?: AbortSignal): Promise<Centre> {
  return call(centres.getConfigInfo, { query: { _BIZCODE: '0001', sysCenterId } }, { tag: 'config', signal });
}

export function getConfigInfoQueryOptions(sysCenterId: string) {
  return queryOptions({
    queryKey: centreKeys.config(sysCenterId),
    queryFn: ({ signal }) => getConfigInfo(sysCenterId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useConfigInfo(sysCenterId: string | null | undefined) {
  return useQuery({ ...getConfigInfoQueryOptions(sysCenterId ?? ''), enabled: Boolean(sysCenterId) });
}
