import { queryOptions } from '@tanstack/react-query';
import type { BodyInputOf, OrderDetail, orders, SubmitOrderResult } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { bookingKeys } from './booking-keys.ts';

export type { OrderDetail, SubmitOrderResult };
export type SubmitOrderBody = BodyInputOf<typeof orders.submitOrder>;

/**
 * POST the order. The caller keeps one idempotency key per screen visit, so a retry after a lost
 * answer gets the first order back instead of a second one.
 */
export function submitOrder(body: SubmitOrderBody): Promise<SubmitOrderResult> {
  return request<SubmitOrderResult>('/wx/2/appointment/order.json', { method: 'POST', body });
}

export function getOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: bookingKeys.order(orderId),
    queryFn: ({ signal }) =>
      request<OrderDetail>('/wx/1/appointment/order.json', { query: { _BIZCODE: '0002', orderId }, signal }),
  });
}

/** A positive whole order id from the address, or null. */
export function orderIdOf(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
