// What every view of an order on the wire shares (the owner's detail and list, the centre's desk
// view, and the quote's lines): mapped from the stored row once, so each names, masks and formats
// these fields alike.
import type { OrderLine } from '@tijian/contract';
import { maskIdCard, ORDER_STATUS_NAMES } from '@tijian/domain';
import type { NewOrderItem, OrderRow } from './repository.ts';

/** The columns an order's head is made of. */
export type OrderHeadRow = Pick<
  OrderRow,
  | 'id'
  | 'orderNo'
  | 'status'
  | 'sysCenterId'
  | 'name'
  | 'idCardNo'
  | 'examDate'
  | 'slotTime'
  | 'packageName'
  | 'payType'
  | 'payable'
  | 'paid'
>;

export function orderHeadOf(row: OrderHeadRow) {
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    statusName: ORDER_STATUS_NAMES[row.status],
    sysCenterId: row.sysCenterId,
    name: row.name,
    identityCardNo: maskIdCard(row.idCardNo),
    boExaminationDate: row.examDate,
    boExaminationTime: row.slotTime,
    packageName: row.packageName,
    payType: row.payType,
    payable: row.payable,
    paid: row.paid,
  };
}

/** The stored text as the wire's enum: anything but 'female' reads as male. */
export const sexCodeOf = (row: Pick<OrderRow, 'sexCode'>): 'male' | 'female' =>
  row.sexCode === 'female' ? 'female' : 'male';

/** A line of an order, as booked or as a quote would book it. */
export const orderLineOf = (line: NewOrderItem): OrderLine => ({
  projectId: line.projectId,
  item: line.item,
  price: line.price,
  kind: line.kind,
  fasting: line.fasting === 1 ? 1 : 0,
});
