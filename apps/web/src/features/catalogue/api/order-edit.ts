import { queryOptions } from '@tanstack/react-query';
import type { BodyInputOf, OrderDetail, orders, SubmitOrderResult } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export type SaveItemsBody = BodyInputOf<typeof orders.submitOrder> & { _BIZCODE: '0001'; id: number };

/** The booked order whose items confirm-items edits (its plan, examinee and centre). */
export function orderForEditQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: catalogueKeys.orderForEdit(orderId),
    queryFn: ({ signal }) =>
      request<OrderDetail>('/wx/1/appointment/order.json', { query: { _BIZCODE: '0002', orderId }, signal }),
    // Always the order as it is now: an edit starts from what the server holds.
    staleTime: 0,
  });
}

/** submitOrder with _BIZCODE 0001: the server re-prices the plan and refuses a total other than `price`. */
export function saveOrderItems(body: SaveItemsBody): Promise<SubmitOrderResult> {
  return request<SubmitOrderResult>('/wx/2/appointment/order.json', { method: 'POST', body });
}
