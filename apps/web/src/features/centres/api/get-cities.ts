import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SID } from '@tijian/domain';
import { request } from '../../../shared/http/index.ts';

type Flag = number | string | null | undefined;

export interface CentreSummary {
  id: string;
  name: string;
  image?: string | null;
  address?: string | null;
  phone?: string | null;
  openingHours?: string | null;
  // 1 when the centre takes company (team) bookings: a "mode flag" the picker can filter by.
  groupCheckFlag?: Flag;
}

export interface City {
  id: string;
  name: string;
  spell?: string;
  latitude?: number;
  longitude?: number;
  children: CentreSummary[];
}

export function getCities(sid: string = DEFAULT_SID, signal?: AbortSignal): Promise<City[]> {
  return request<City[]>('/wx/2/system/center.json', {
    query: { _BIZCODE: '0003', sid },
    tag: 'centre',
    signal,
  });
}

export function getCitiesQueryOptions(sid: string = DEFAULT_SID) {
  return queryOptions({
    queryKey: ['centres', 'cities', sid],
    queryFn: ({ signal }) => getCities(sid, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCities(sid: string = DEFAULT_SID) {
  return useQuery(getCitiesQueryOptions(sid));
}
