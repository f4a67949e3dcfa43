import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, content } from '@tijian/client';
import type { Banner } from '@tijian/contract';
import { isSpecificCentre } from '@tijian/domain';
import { centreKeys } from '@/features/centre/index.ts';

export type { Banner };

export function getBanners(sid: string, signal?: AbortSignal): Promise<Banner[]> {
  return call(
    content.getBanners,
    { query: { sysCenterId: isSpecificCentre(sid) ? sid : undefined } },
    { signal },
  );
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
