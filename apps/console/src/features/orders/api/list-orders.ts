import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, operatorOrders } from '@tijian/client';
import type { OperatorOrder, OperatorOrderList } from '@tijian/contract';
import { type OrdersFilter, orderKeys } from './keys.ts';

export type { OperatorOrder, OperatorOrderList };

export function listOrders(centreId: string, filter: OrdersFilter, signal?: AbortSignal) {
  return call(operatorOrders.operatorListOrders, { query: { sysCenterId: centreId, ...filter } }, { signal });
}

export function ordersQueryOptions(centreId: string, filter: OrdersFilter) {
  return queryOptions({
    queryKey: orderKeys.list(centreId, filter),
    queryFn: ({ signal }) => listOrders(centreId, filter, signal),
  });
}

export function useOrders(centreId: string, filter: OrdersFilter) {
  return useQuery(ordersQueryOptions(centreId, filter));
}
