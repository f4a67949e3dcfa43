import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type BodyInputOf, call, orders } from '@tijian/client';
import type { OrderDetail, SubmitOrderResult } from '@tijian/contract';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { orderKeys } from './order-keys.ts';

export type { OrderDetail, SubmitOrderResult };
export type SubmitOrderBody = BodyInputOf<typeof orders.submitOrder>;

/**
 * POST the order, or (with _BIZCODE 0001 and the order's id) new items for a booked one, which the
 * server re-prices, refusing a total other than `price`. The caller keeps one idempotency key per
 * screen visit, so a retry after a lost answer gets the first order back instead of a second one.
 */
export function submitOrder(body: SubmitOrderBody): Promise<SubmitOrderResult> {
  return call(orders.submitOrder, { body });
}

/** Every page reading an order says itself when there is none (QueryView), so that answer is no toast. */
export function getOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) =>
      call(orders.getOrder, { query: { _BIZCODE: '0002', orderId } }, { signal, silent: isNotFound }),
  });
}

/** A positive whole order id from the address, or null. */
export function orderIdOf(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** After a change of one order: its detail is the answer, and every list may have moved. */
export function orderChanged(client: QueryClient, order: OrderDetail): Promise<void> {
  client.setQueryData(orderKeys.detail(order.id), order);
  return client.invalidateQueries({ queryKey: orderKeys.lists() });
}
