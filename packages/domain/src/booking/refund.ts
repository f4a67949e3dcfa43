// Refunds of a paid order (issue 11 "Refunds"): what goes back and where, the reasons offered, and
// the timeline the detail screen draws. The server fixes the amounts with refundQuote when the person
// applies, so the screen's figure and the money moved are the same computation.
import { type Fen, fen } from '../money.ts';
import { type OrderStatus, transitionRefusal } from './order-status.ts';

/** The reasons offered on /refund/apply, in the order shown. */
export const REFUND_REASONS = [
  '行程有变/时间冲突',
  '预约信息有误',
  '身体原因暂不能体检',
  '重复预约',
  '其他',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The free text beside the reason, in characters. */
export const REFUND_REMARK_MAX = 200;

export const RefundMessages = {
  unpaid: '订单尚未支付，不能申请退款',
  nothingBack: '该订单没有可退的金额',
  /** the order has a refund being decided or paid; the screen then leads to its progress */
  alreadyOpen: '该订单已申请退款，请查看退款进度',
  reason: '请选择退款原因',
  remarkTooLong: `补充说明最多${REFUND_REMARK_MAX}个字`,
} as const;

/**
 * applied → refunding (the centre approved; the provider pays back) → refunded; or refused (with
 * the centre's reason) or withdrawn (the person changed their mind) while applied.
 */
export type RefundStatus = 'applied' | 'refunding' | 'refunded' | 'refused' | 'withdrawn';

export const REFUND_STATUS_NAMES: Record<RefundStatus, string> = {
  applied: '退款申请中',
  refunding: '退款中',
  refunded: '已退款',
  refused: '已拒绝',
  withdrawn: '已撤销',
};

export interface RefundQuoteInput {
  status: OrderStatus;
  /** paid online, fen */
  paid: Fen;
  /** taken from check-up cards, fen */
  cardPaid: Fen;
  /** what the order's coupon took off, fen (0 for a gift coupon) */
  couponDiscount: Fen;
  /** the coupon the order spent, with its last valid day (YYYY-MM-DD), or null */
  coupon: { endDate: string } | null;
  /** YYYY-MM-DD on the centre's clock */
  today: string;
  /**
   * What the centre has already used of the order's value, fen: 0 until the person checks in at
   * the desk. It is covered by the coupon's discount first (the coupon is then spent for good), then
   * by the online money, then by the cards, so the person gets back exactly what was paid and not
   * used.
   */
  consumed: Fen;
}

export interface RefundQuote {
  /** online money back through the payment provider, fen; 0 ≤ refundable ≤ paid */
  refundable: Fen;
  /** back to the cards' balances, fen; 0 ≤ cardAmount ≤ cardPaid */
  cardAmount: Fen;
  /** the coupon becomes usable again */
  couponReturned: boolean;
  /** why no refund can be applied for now, or null */
  refusal: string | null;
}

const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** What a refund of this order gives back, and whether one may be applied for now. */
export function refundQuote(input: RefundQuoteInput): RefundQuote {
  const paid = nonNegative(input.paid);
  const cardPaid = nonNegative(input.cardPaid);
  let rest = Math.max(0, nonNegative(input.consumed) - nonNegative(input.couponDiscount));
  const onlineUsed = Math.min(paid, rest);
  rest -= onlineUsed;
  const cardUsed = Math.min(cardPaid, rest);
  const refundable = fen(paid - onlineUsed);
  const cardAmount = fen(cardPaid - cardUsed);
  // A coupon that paid for something the centre already did stays spent; an expired one is not revived.
  const couponReturned =
    input.coupon !== null &&
    nonNegative(input.consumed) === 0 &&
    input.today <= input.coupon.endDate.slice(0, 10);
  return {
    refundable,
    cardAmount,
    couponReturned,
    refusal: refusalOf(input.status, paid + cardPaid, refundable + cardAmount),
  };
}

function refusalOf(status: OrderStatus, taken: number, back: number): string | null {
  // Still waiting for its online payment (cards may already be debited): cancelling gives all back.
  if (status === 'order_hospital_payment') return RefundMessages.unpaid;
  if (taken === 0) {
    // Paid at the centre or fully covered by a coupon: nothing to give back, only to cancel.
    return transitionRefusal(status, 'order_apply_refund', 'user', { paid: false }) ?? RefundMessages.unpaid;
  }
  const move = transitionRefusal(status, 'order_apply_refund', 'user', { paid: true });
  if (move) return move;
  return back === 0 ? RefundMessages.nothingBack : null;
}

/** Why the reason or the free text cannot be sent, or null. */
export function refundApplicationProblem(input: { reason: string; remark?: string }): string | null {
  if (!(REFUND_REASONS as readonly string[]).includes(input.reason)) return RefundMessages.reason;
  if ([...(input.remark ?? '')].length > REFUND_REMARK_MAX) return RefundMessages.remarkTooLong;
  return null;
}

export interface RefundTimes {
  status: RefundStatus;
  /** ISO instants, null until they happen */
  appliedAt: string;
  decidedAt: string | null;
  refundedAt: string | null;
  closedAt: string | null;
  refuseReason: string;
}

/** A step of the refund's timeline, in the states antd's Steps draws. */
export interface RefundStep {
  title: string;
  state: 'finish' | 'process' | 'wait' | 'error';
  /** ISO instant, null for a step still to come */
  at: string | null;
  description: string;
}

const STEP = {
  applied: '申请退款',
  refunding: '退款中',
  refunded: '已退款',
  refused: '已拒绝',
  withdrawn: '已撤销',
} as const;

export const RefundStepTexts = {
  waiting: '等待体检中心审核',
  submitted: '退款申请已提交',
  approved: '体检中心已同意，款项原路退回中',
  paying: '审核通过后款项原路退回',
  refunded: '款项已原路退回，体检卡余额与电子券已恢复',
  refused: (reason: string) => (reason ? `拒绝原因：${reason}` : '体检中心拒绝了退款申请'),
  withdrawn: '您已撤销退款申请，订单恢复为待体检',
} as const;

/** 申请退款 → 退款中 → 已退款, or 申请退款 → 已拒绝 (with the reason) / 已撤销, with their times. */
export function refundTimeline(refund: RefundTimes): RefundStep[] {
  const applied = (description: string): RefundStep => ({
    title: STEP.applied,
    state: 'finish',
    at: refund.appliedAt,
    description,
  });
  switch (refund.status) {
    case 'applied':
      return [
        applied(RefundStepTexts.waiting),
        { title: STEP.refunding, state: 'wait', at: null, description: RefundStepTexts.paying },
        { title: STEP.refunded, state: 'wait', at: null, description: '' },
      ];
    case 'refunding':
      return [
        applied(RefundStepTexts.submitted),
        {
          title: STEP.refunding,
          state: 'process',
          at: refund.decidedAt,
          description: RefundStepTexts.approved,
        },
        { title: STEP.refunded, state: 'wait', at: null, description: '' },
      ];
    case 'refunded':
      return [
        applied(RefundStepTexts.submitted),
        {
          title: STEP.refunding,
          state: 'finish',
          at: refund.decidedAt,
          description: RefundStepTexts.approved,
        },
        {
          title: STEP.refunded,
          state: 'finish',
          at: refund.refundedAt,
          description: RefundStepTexts.refunded,
        },
      ];
    case 'refused':
      return [
        applied(RefundStepTexts.submitted),
        {
          title: STEP.refused,
          state: 'error',
          at: refund.decidedAt,
          description: RefundStepTexts.refused(refund.refuseReason),
        },
      ];
    case 'withdrawn':
      return [
        applied(RefundStepTexts.submitted),
        {
          title: STEP.withdrawn,
          state: 'finish',
          at: refund.closedAt,
          description: RefundStepTexts.withdrawn,
        },
      ];
  }
}

/** A refund still being decided or paid: one at a time per order. */
export function isOpenRefund(status: RefundStatus): boolean {
  return status === 'applied' || status === 'refunding';
}
