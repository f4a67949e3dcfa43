import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';

type Flag = number | string | null | undefined;

export interface CentreMenuConfig {
  healthFlag?: Flag;
  onlineFlag?: Flag;
  columnFlag?: Flag;
}

export interface CentreGuideline {
  title: string;
  content: string;
}

export interface Centre {
  id: string;
  name: string;
  cityId?: string | null;
  cityName?: string | null;
  address?: string | null;
  phone?: string | null;
  openingHours?: string | null;
  image?: string | null;
  images?: string[] | null;
  introduction?: string | null;
  guidelines?: CentreGuideline[] | null;
  expertUrl?: string | null;
  honorUrl?: string | null;
  individuationOpt?: Flag;
  projectSelectOpt?: Flag;
  receiveOnline?: Flag;
  centerConfigMenu?: CentreMenuConfig | null;
}

export function getCentre(sysCenterId: string, signal?: AbortSignal): Promise<Centre> {
  return request<Centre>('/app/system/center.json', {
    query: { _BIZCODE: '0002', sysCenterId },
    tag: 'centre',
    signal,
  });
}

// Spec 4 "Session": centre data is loaded once per centre id, so it never goes stale in a visit.
export function getCentreQueryOptions(sysCenterId: string) {
  return queryOptions({
    queryKey: ['centres', 'detail', sysCenterId],
    queryFn: ({ signal }) => getCentre(sysCenterId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useCentre(sysCenterId: string | null | undefined) {
  return useQuery({ ...getCentreQueryOptions(sysCenterId ?? ''), enabled: Boolean(sysCenterId) });
}
