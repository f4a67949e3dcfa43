import { queryOptions } from '@tanstack/react-query';
import { type BodyInputOf, call, refunds } from '@tijian/client';
import type { RefundDetail, RefundQuoteView } from '@tijian/contract';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { refundKeys } from './refund-keys.ts';

export type { RefundDetail, RefundQuoteView };
export type ApplyRefundBody = BodyInputOf<typeof refunds.applyRefund>;

/**
 * What a refund of the order would give back, or why none can be applied for. The pages say
 * themselves when there is no such order (of the person's), so that answer is no toast; nor below.
 */
export function getRefundQuoteQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: refundKeys.quote(orderId),
    queryFn: ({ signal }) =>
      call(refunds.getRefundQuote, { query: { orderId } }, { signal, silent: isNotFound }),
    staleTime: 0,
  });
}

/** The order's latest refund, with its timeline. */
export function getRefundQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: refundKeys.detail(orderId),
    queryFn: ({ signal }) => call(refunds.getRefund, { query: { orderId } }, { signal, silent: isNotFound }),
  });
}

/**
 * The caller keeps one idempotency key per visit of the apply screen, so a retry after a lost answer
 * gets the first refund back instead of a refusal.
 */
export function applyRefund(body: ApplyRefundBody): Promise<RefundDetail> {
  return call(refunds.applyRefund, { body });
}

export function withdrawRefund(orderId: number): Promise<RefundDetail> {
  return call(refunds.withdrawRefund, { body: { orderId } });
}
