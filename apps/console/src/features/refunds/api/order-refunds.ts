import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, operatorRefunds } from '@tijian/client';
import type { OperatorRefundOrder } from '@tijian/contract';
import { refundKeys } from './keys.ts';

export type { OperatorRefundOrder };

export function orderRefunds(orderId: number, signal?: AbortSignal) {
  return call(operatorRefunds.operatorOrderRefunds, { query: { orderId } }, { signal });
}

export function orderRefundsQueryOptions(centreId: string, orderId: number) {
  return queryOptions({
    queryKey: refundKeys.order(centreId, orderId),
    queryFn: ({ signal }) => orderRefunds(orderId, signal),
  });
}

/** An order's payments and refunds, and what the desk may still give back of it. */
export function useOrderRefunds(centreId: string, orderId: number | null) {
  return useQuery({ ...orderRefundsQueryOptions(centreId, orderId ?? 0), enabled: orderId !== null });
}
