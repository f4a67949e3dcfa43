import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@tijian/contract';
import { isSpecificCentre } from '@tijian/domain';
import { request } from '@/shared/http/index.ts';
import { centreKeys } from './centre-keys.ts';

export type { Banner };

export function getBanners(sid: string, signal?: AbortSignal): Promise<Banner[]> {
  return request<Banner[]>('/center-service/v1/banner/list', {
    query: { sysCenterId: isSpecificCentre(sid) ? sid : undefined },
    signal,
  });
}

export function getBannersQueryOptions(sid: string) {
  return queryOptions({
    queryKey: centreKeys.banners(sid),
    queryFn: ({ signal }) => getBanners(sid, signal),
    staleTime: 10 * 60_000,
  });
}

export function useBanners(sid: string) {
  return useQuery(getBannersQueryOptions(sid));
}
