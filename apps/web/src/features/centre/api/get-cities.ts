import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, centres } from '@tijian/client';
import type { CentreSummary, City } from '@tijian/contract';
import { DEFAULT_SID } from '@tijian/domain';
import { centreKeys } from './centre-keys.ts';

export type { CentreSummary, City };

export function getCities(sid: string = DEFAULT_SID, signal?: AbortSignal): Promise<City[]> {
  return call(centres.getCities, { query: { _BIZCODE: '0003', sid } }, { tag: 'centre', signal });
}

export function getCitiesQueryOptions(sid: string = DEFAULT_SID) {
  return queryOptions({
    queryKey: centreKeys.cities(sid),
    queryFn: ({ signal }) => getCities(sid, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCities(sid: string = DEFAULT_SID) {
  return useQuery(getCitiesQueryOptions(sid));
}
