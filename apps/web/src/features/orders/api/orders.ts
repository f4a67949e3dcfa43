import { infiniteQueryOptions } from '@tanstack/react-query';
import { call, orderList } from '@tijian/client';
import type { OrderDetail, OrderPage, OrderSummary } from '@tijian/contract';
import type { OrderListTab } from '@tijian/domain';
import { orderKeys } from '@/features/order/index.ts';

export type { OrderDetail, OrderPage, OrderSummary };

export const ORDER_PAGE_SIZE = 10;

export function listOrders(
  q: { type: '1' | '2'; tab: OrderListTab; paginationNo: number },
  signal?: AbortSignal,
): Promise<OrderPage> {
  return call(orderList.listOrders, { query: { ...q, paginationSize: ORDER_PAGE_SIZE } }, { signal });
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
  return call(orderList.cancelOrder, { body: { orderId } });
}
