import { queryOptions } from '@tanstack/react-query';
import type { NearestCity } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { centreKeys } from './centre-keys.ts';

export type { NearestCity };

// The server knows every city's centre point, so no outside maps service is needed (spec 7).
export function getNearestCity(
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<NearestCity> {
  return request<NearestCity>('/center-service/v1/location/city', {
    query: { latitude, longitude },
    // A failed guess must not interrupt the home page; the caller falls back to a cached city.
    silent: true,
    signal,
  });
}

export function getNearestCityQueryOptions(latitude: number, longitude: number) {
  return queryOptions({
    queryKey: centreKeys.nearestCity(latitude, longitude),
    queryFn: ({ signal }) => getNearestCity(latitude, longitude, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
