import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, operatorRefunds } from '@tijian/client';
import type { OperatorRefund } from '@tijian/contract';
import { type RefundsFilter, refundKeys } from './keys.ts';

export type { OperatorRefund };

export function listRefunds(centreId: string, filter: RefundsFilter, signal?: AbortSignal) {
  return call(
    operatorRefunds.operatorListRefunds,
    { query: { sysCenterId: centreId, ...filter } },
    { signal },
  );
}

export function refundsQueryOptions(centreId: string, filter: RefundsFilter) {
  return queryOptions({
    queryKey: refundKeys.list(centreId, filter),
    queryFn: ({ signal }) => listRefunds(centreId, filter, signal),
  });
}

/** The centre's refund requests, newest first, a page of 20 at a time. */
export function useRefunds(centreId: string, filter: RefundsFilter) {
  return useQuery(refundsQueryOptions(centreId, filter));
}
