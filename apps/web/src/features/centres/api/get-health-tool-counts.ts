import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, content } from '@tijian/client';
import type { HealthToolCounts } from '@tijian/contract';
import { isSpecificCentre } from '@tijian/domain';
import { centreKeys } from '@/features/centre/index.ts';

// Keyed as the spec has them: 1 bookings, 2 assessments, 3 consultations.
export type { HealthToolCounts };

export function getHealthToolCounts(sid: string, signal?: AbortSignal): Promise<HealthToolCounts> {
  return call(
    content.getHealthToolCounts,
    { query: { _BIZCODE: '0081', sysCenterId: isSpecificCentre(sid) ? sid : '' } },
    { signal },
  );
}

export function getHealthToolCountsQueryOptions(sid: string) {
  return queryOptions({
    queryKey: centreKeys.healthToolCounts(sid),
    queryFn: ({ signal }) => getHealthToolCounts(sid, signal),
  });
}

export function useHealthToolCounts(sid: string) {
  return useQuery(getHealthToolCountsQueryOptions(sid));
}
