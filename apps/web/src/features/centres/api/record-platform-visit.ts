import { useMutation } from '@tanstack/react-query';
import { call, content } from '@tijian/client';
import type { PlatformVisits } from '@tijian/contract';
import { isSpecificCentre } from '@tijian/domain';

export type { PlatformVisits };

// Counts one visit of the entrance and answers the totals including it.
export function recordPlatformVisit(sid: string): Promise<PlatformVisits> {
  // The counter is decoration: a failure hides the figures instead of raising a toast.
  return call(
    content.recordVisit,
    { body: isSpecificCentre(sid) ? { sysCenterId: sid } : {} },
    { silent: true },
  );
}

export function useRecordPlatformVisit() {
  return useMutation({ mutationFn: recordPlatformVisit });
}
