import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, centres } from '@tijian/client';
import type { Centre } from '@tijian/contract';
import { centreKeys } from './centre-keys.ts';

// Spec 3 "Centre", as the contract writes it.
export type { Centre };
export type CentreMenuConfig = Centre['centerConfigMenu'];
export type CentreGuideline = Centre['guidelines'][number];

export function getCentre(sysCenterId: string, signal?: AbortSignal): Promise<Centre> {
  return call(centres.getCentre, { query: { _BIZCODE: '0002', sysCenterId } }, { tag: 'centre', signal });
}

// Spec 4 "Session": centre data is loaded once per centre id, so it never goes stale in a visit.
export function getCentreQueryOptions(sysCenterId: string) {
  return queryOptions({
    queryKey: centreKeys.detail(sysCenterId),
    queryFn: ({ signal }) => getCentre(sysCenterId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useCentre(sysCenterId: string | null | undefined) {
  return useQuery({ ...getCentreQueryOptions(sysCenterId ?? ''), enabled: Boolean(sysCenterId) });
}
