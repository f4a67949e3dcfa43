import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, operatorOrders } from '@tijian/client';
import { orderKeys } from '@/features/orders/index.ts';

export function findOrders(centreId: string, q: string, signal?: AbortSignal) {
  return call(operatorOrders.operatorListOrders, { query: { sysCenterId: centreId, q } }, { signal });
}

export function findOrdersQueryOptions(centreId: string, q: string) {
  return queryOptions({
    queryKey: [...orderKeys.ofCentre(centreId), 'search', q] as const,
    queryFn: ({ signal }) => findOrders(centreId, q, signal),
  });
}

/** The centre's orders matching an order number, a name or the phone's last digits (for 前台退款). */
export function useFindOrders(centreId: string, q: string) {
  return useQuery({ ...findOrdersQueryOptions(centreId, q), enabled: q !== '' });
}
