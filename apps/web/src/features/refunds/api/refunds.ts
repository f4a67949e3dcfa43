import { queryOptions } from '@tanstack/react-query';
import type { BodyInputOf, RefundDetail, RefundQuoteView, refunds } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { refundKeys } from './refund-keys.ts';

export type { RefundDetail, RefundQuoteView };
export type ApplyRefundBody = BodyInputOf<typeof refunds.applyRefund>;

/** What a refund of the order would give back, or why none can be applied for. */
export function getRefundQuoteQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: refundKeys.quote(orderId),
    queryFn: ({ signal }) =>
      request<RefundQuoteView>('/wx/refund/quote.json', { query: { orderId }, signal }),
    staleTime: 0,
  });
}

/** The order's latest refund, with its timeline. */
export function getRefundQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: refundKeys.detail(orderId),
    queryFn: ({ signal }) => request<RefundDetail>('/wx/refund/detail.json', { query: { orderId }, signal }),
  });
}

/**
 * The caller keeps one idempotency key per visit of the apply screen, so a retry after a lost answer
 * gets the first refund back instead of a refusal.
 */
export function applyRefund(body: ApplyRefundBody): Promise<RefundDetail> {
  return request<RefundDetail>('/wx/refund/apply.json', { method: 'POST', body });
}

export function withdrawRefund(orderId: number): Promise<RefundDetail> {
  return request<RefundDetail>('/wx/refund/withdraw.json', { method: 'POST', body: { orderId } });
}
