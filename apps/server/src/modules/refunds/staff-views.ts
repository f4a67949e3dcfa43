// Refunds as the centre's manager sees them (the console's 退款): each with its order, the order's
// payments (online, cards, coupon) and every refund of it, and what a desk refund may still give back.
import type { OperatorRefundLine, OperatorRefundOrder } from '@tijian/contract';
import {
  type Fen,
  fen,
  formatYuan,
  maskName,
  ORDER_STATUS_NAMES,
  type OrderStatus,
  REFUND_STATUS_NAMES,
} from '@tijian/domain';
import type { OrderRow } from '../orders/service.ts';
import type { RefundRow } from './repository.ts';

/** Where a checked-in order can be: awaiting the exam (checked in), examined, reported, ended. */
const DESK_REFUNDABLE: ReadonlySet<OrderStatus> = new Set([
  'order_hospital_examination',
  'order_analysis_report',
  'order_receive_report',
  'order_end',
]);

export const DeskRefundMessages = {
  notCheckedIn: '该订单尚未签到，请由用户在线申请退款',
  status: (status: OrderStatus) => `${ORDER_STATUS_NAMES[status]}的订单不能退款`,
  nothingLeft: '该订单没有可退的在线支付金额',
  tooMuch: (left: Fen) => `退款金额不能超过可退金额${formatYuan(left)}`,
} as const;

/** What the order's online payment has not yet given back (asked of the provider or back), fen. */
export const refundableOnline = (order: Pick<OrderRow, 'paid'>, paidBack: number): Fen =>
  fen(Math.max(0, order.paid - paidBack));

/** Why the desk cannot refund this order now (before any amount is chosen), or null. */
export function deskRefusalOf(order: OrderRow, left: Fen): string | null {
  if (order.checkedInAt === null) return DeskRefundMessages.notCheckedIn;
  if (!DESK_REFUNDABLE.has(order.status)) return DeskRefundMessages.status(order.status);
  if (left <= 0) return DeskRefundMessages.nothingLeft;
  return null;
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function refundLineOf(r: RefundRow): OperatorRefundLine {
  return {
    refundNo: r.refundNo,
    kind: r.kind,
    status: r.status,
    statusName: REFUND_STATUS_NAMES[r.status],
    amount: r.amount,
    cardAmount: r.cardAmount,
    couponReturned: r.couponReturned === 1,
    reason: r.reason,
    remark: r.remark,
    appliedAt: r.appliedAt.toISOString(),
    decidedAt: iso(r.decidedAt),
    decidedBy: r.decidedBy,
    refuseReason: r.refuseReason,
    refundedAt: iso(r.refundedAt),
    closedAt: iso(r.closedAt),
  };
}

/** What the payments and wallet modules say an order was paid with. */
export interface PaidWith {
  online: { orderId: number; amount: Fen; paidAt: Date | null }[];
  cards: { orderId: number; cardNo: string; amount: Fen; at: Date }[];
}

const PAYING: ReadonlySet<RefundRow['status']> = new Set(['refunding', 'refunded']);

export function refundOrderOf(
  order: OrderRow,
  paidWith: PaidWith,
  refunds: readonly RefundRow[],
): OperatorRefundOrder {
  const paidBack = refunds.filter((r) => PAYING.has(r.status)).reduce((n, r) => n + r.amount, 0);
  const left = refundableOnline(order, paidBack);
  const payments: OperatorRefundOrder['payments'] = [
    ...paidWith.online
      .filter((p) => p.orderId === order.id)
      .map((p) => ({ method: 'online' as const, label: '在线支付', amount: p.amount, at: iso(p.paidAt) })),
    ...paidWith.cards
      .filter((c) => c.orderId === order.id)
      .map((c) => ({
        method: 'card' as const,
        label: `体检卡 尾号${c.cardNo.slice(-4)}`,
        amount: c.amount,
        at: c.at.toISOString(),
      })),
    ...(order.couponName
      ? [
          {
            method: 'coupon' as const,
            label: order.couponName,
            amount: order.couponDiscount,
            at: order.createdAt.toISOString(),
          },
        ]
      : []),
  ];
  return {
    order: {
      id: order.id,
      orderNo: order.orderNo,
      name: maskName(order.name),
      examDate: order.examDate,
      slotTime: order.slotTime,
      status: order.status,
      statusName: ORDER_STATUS_NAMES[order.status],
      checkedIn: order.checkedInAt !== null,
      paid: order.paid,
      cardPaid: order.cardPaid,
      couponName: order.couponName,
      couponDiscount: order.couponDiscount,
    },
    payments,
    refunds: refunds.map(refundLineOf),
    refundableOnline: left,
    deskRefusal: deskRefusalOf(order, left),
  };
}
