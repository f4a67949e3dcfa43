import { useMutation } from '@tanstack/react-query';
import type { PlatformVisits } from '@tijian/contract';
import { isSpecificCentre } from '@tijian/domain';
import { request } from '@/shared/http/index.ts';

export type { PlatformVisits };

// Counts one visit of the entrance and answers the totals including it.
export function recordPlatformVisit(sid: string): Promise<PlatformVisits> {
  return request<PlatformVisits>('/center-service/v1/platform/visit', {
    method: 'POST',
    body: isSpecificCentre(sid) ? { sysCenterId: sid } : {},
    // The counter is decoration: a failure hides the figures instead of raising a toast.
    silent: true,
  });
}

export function useRecordPlatformVisit() {
  return useMutation({ mutationFn: recordPlatformVisit });
}
