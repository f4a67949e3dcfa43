import type { Centre, OrderDetail } from '@tijian/contract';
import { maskPhone } from '@tijian/domain';
import type { OrderProgress } from './order-progress.ts';
import { orderHeadOf, orderLineOf, sexCodeOf } from './order-wire.ts';
import type { OrderItemRow, OrderRow } from './repository.ts';
import { type RescheduleRules, rescheduleInfoOf } from './reschedule-info.ts';
import { AWAITING_PAYMENT } from './statuses.ts';

/** An order as its owner reads it: ID number and phone masked, the deadline only while it runs. */
export function toOrderDetail(
  row: OrderRow,
  items: OrderItemRow[],
  centre: (Pick<Centre, 'phone' | 'address'> & Partial<RescheduleRules>) | null,
  now: Date,
  progress: OrderProgress,
): OrderDetail {
  return {
    ...orderHeadOf(row),
    sysCenterName: row.sysCenterName,
    centrePhone: centre?.phone ?? '',
    centreAddress: centre?.address ?? '',
    sexCode: sexCodeOf(row),
    age: row.age,
    marryStateCode: row.marryStateCode === 'married' ? 'married' : 'unmarried',
    boCellPhoneNo: maskPhone(row.phone),
    boExaminationTimeNo: row.slotNo,
    packageId: row.packageId,
    bookingType: row.bookingType,
    items: items.map(orderLineOf),
    itemsPrice: row.itemsPrice,
    couponName: row.couponName,
    couponDiscount: row.couponDiscount,
    servicePrice: row.servicePrice,
    materialFee: row.materialFee,
    materialItemsPrice: row.materialItemsPrice,
    cardNos: row.cardNos,
    cardPaid: row.cardPaid,
    isDeliver: row.isDeliver === 1 ? 1 : 0,
    invoice: row.invoice,
    needsReview: row.needsReview,
    createdAt: row.createdAt.toISOString(),
    payDeadline: row.status === AWAITING_PAYMENT && row.payDeadline ? row.payDeadline.toISOString() : null,
    plan: row.plan,
    reschedule: rescheduleInfoOf(row, centre, now),
    ...progress,
  };
}
