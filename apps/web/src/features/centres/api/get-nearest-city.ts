import { queryOptions } from '@tanstack/react-query';
import { call, centres } from '@tijian/client';
import type { NearestCity } from '@tijian/contract';
import { centreKeys } from '@/features/centre/index.ts';

export type { NearestCity };

// The server knows every city's centre point, so no outside maps service is needed (spec 7).
export function getNearestCity(
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<NearestCity> {
  // A failed guess must not interrupt the home page; the caller falls back to a cached city.
  return call(centres.getNearestCity, { query: { latitude, longitude } }, { silent: true, signal });
}

export function getNearestCityQueryOptions(latitude: number, longitude: number) {
  return queryOptions({
    queryKey: centreKeys.nearestCity(latitude, longitude),
    queryFn: ({ signal }) => getNearestCity(latitude, longitude, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
