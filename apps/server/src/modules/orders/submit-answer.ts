// What submitOrder answers once an order stands: built in one place for a new order, a repeated key
// and an edit of the items (_BIZCODE 0001), so the three can never disagree.
import type { SubmitOrderResult } from '@tijian/contract';
import type { OrderRow } from './repository.ts';

export interface SubmitAnswer {
  data: SubmitOrderResult;
  topLevel: { orderId: number | null; orderNo: string | null };
}

export const submittedAnswer = (
  row: Pick<OrderRow, 'id' | 'orderNo' | 'status' | 'payable'>,
): SubmitAnswer => ({
  data: {
    code: 0,
    message: null,
    orderId: row.id,
    orderNo: row.orderNo,
    status: row.status,
    payable: row.payable,
  },
  topLevel: { orderId: row.id, orderNo: row.orderNo },
});
