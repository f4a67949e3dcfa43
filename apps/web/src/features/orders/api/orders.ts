import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderPage, OrderSummary } from '@tijian/contract';
import type { OrderListTab } from '@tijian/domain';
import { bookingKeys } from '@/features/booking/index.ts';
import { request } from '@/shared/http/index.ts';
import { orderKeys } from './order-keys.ts';

export type { OrderDetail, OrderPage, OrderSummary };

export const ORDER_PAGE_SIZE = 10;

export function listOrders(
  q: { type: '1' | '2'; tab: OrderListTab; paginationNo: number },
  signal?: AbortSignal,
): Promise<OrderPage> {
  return request<OrderPage>('/individuation-service/order/listOrder', {
    query: { ...q, paginationSize: ORDER_PAGE_SIZE },
    signal,
  });
}

export function orderListOptions(type: '1' | '2', tab: OrderListTab) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(type, tab),
    queryFn: ({ pageParam, signal }) => listOrders({ type, tab, paginationNo: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.paginationNo + 1 : undefined),
  });
}

export function cancelOrder(orderId: number): Promise<OrderDetail> {
  return request<OrderDetail>('/wx/order/cancel.json', { method: 'POST', body: { orderId } });
}

/** After a change of one order: its detail is the answer, and every list may have moved. */
export function orderChanged(client: QueryClient, order: OrderDetail): Promise<void> {
  client.setQueryData(bookingKeys.order(order.id), order);
  return client.invalidateQueries({ queryKey: orderKeys.lists() });
}
