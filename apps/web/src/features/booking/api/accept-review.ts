import type { OrderDetail } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';

/** Takes the plan the reviewing doctor proposed (re-priced by the server as an edit of the items). */
export function acceptReview(orderId: number): Promise<{ order: OrderDetail }> {
  return request<{ order: OrderDetail }>('/wx/order/acceptReview.json', {
    method: 'POST',
    body: { orderId },
  });
}
