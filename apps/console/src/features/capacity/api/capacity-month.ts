import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, operatorSchedule } from '@tijian/client';
import type { CapacityDay, CapacityMonth } from '@tijian/contract';
import { capacityKeys } from './keys.ts';

export type { CapacityDay, CapacityMonth };

export function capacityMonth(centreId: string, month: string, signal?: AbortSignal) {
  return call(
    operatorSchedule.operatorCapacityMonth,
    { query: { sysCenterId: centreId, month } },
    { signal },
  );
}

export function capacityMonthQueryOptions(centreId: string, month: string) {
  return queryOptions({
    queryKey: capacityKeys.month(centreId, month),
    queryFn: ({ signal }) => capacityMonth(centreId, month, signal),
  });
}

/** A month of the centre's days: rest days, each slot's booked and capacity, item limits, versions. */
export function useCapacityMonth(centreId: string, month: string) {
  return useQuery(capacityMonthQueryOptions(centreId, month));
}
