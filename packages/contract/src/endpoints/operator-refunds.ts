// The console's refunds (退款, manager): the centre's refund requests with each order's payments and
// earlier refunds, an order's refund picture, and the desk's refund of a checked-in order (the person
// cannot apply once checked in). Deciding a request is operatorDecideRefund (refunds.ts).
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { centreId, wholeNumber } from '../fields.ts';
import { money } from './catalogue.ts';
import { orderStatus } from './order-progress.ts';
import { orderId } from './orders.ts';
import { REFUND_STATUSES } from './refunds.ts';

const refundStatus = z.enum(REFUND_STATUSES, { error: '退款状态不正确' });

/** A refund as the list shows it, without its order. */
const refundLine = z.object({
  refundNo: z.string(),
  /** order: the person's refund of the whole order; desk: the centre's refund of a checked-in order */
  kind: z.enum(['order', 'desk']),
  status: refundStatus,
  statusName: z.string(),
  /** online money back, and card balance back, fen */
  amount: money,
  cardAmount: money,
  couponReturned: z.boolean(),
  reason: z.string(),
  remark: z.string(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** the operator who decided (or made a desk refund) */
  decidedBy: z.number().int().nullable(),
  refuseReason: z.string(),
  refundedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});

const orderPayment = z.object({
  method: z.enum(['online', 'card', 'coupon']),
  /** 在线支付, 体检卡 尾号1234, or the coupon's name */
  label: z.string(),
  amount: money,
  at: z.string().nullable(),
});

/** An order's money as the refund screens show it. */
const refundOrder = z.object({
  order: z.object({
    id: z.number().int(),
    orderNo: z.string(),
    /** masked: 张*伟 */
    name: z.string(),
    examDate: z.string(),
    slotTime: z.string(),
    status: orderStatus,
    statusName: z.string(),
    checkedIn: z.boolean(),
    paid: money,
    cardPaid: money,
    couponName: z.string().nullable(),
    couponDiscount: money,
  }),
  payments: z.array(orderPayment),
  /** every refund of the order, oldest first */
  refunds: z.array(refundLine),
  /** what a desk refund may still give back of the online payment, fen */
  refundableOnline: money,
  /** why the desk cannot refund this order now, or null */
  deskRefusal: z.string().nullable(),
});

export const operatorRefund = refundLine.extend(refundOrder.shape);

export const REFUNDS_PAGE_SIZE = 20;

export const operatorListRefunds = endpoint({
  id: 'operatorListRefunds',
  method: 'GET',
  path: '/operator/refunds.json',
  tag: 'operator',
  summary:
    '中心的退款申请（管理员）：可按状态筛选，最新在前，每条附订单、支付明细（在线、体检卡、电子券）和该订单的全部退款',
  auth: 'operator',
  query: z.object({
    sysCenterId: centreId,
    status: refundStatus.optional(),
    page: wholeNumber('页码不正确', 1, 10_000).optional(),
  }),
  data: z.object({
    list: z.array(operatorRefund),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const operatorOrderRefunds = endpoint({
  id: 'operatorOrderRefunds',
  method: 'GET',
  path: '/operator/refunds/order.json',
  tag: 'operator',
  summary: '某订单的支付与退款（管理员）：已签到订单在前台退款前查看可退金额',
  auth: 'operator',
  query: z.object({ orderId }),
  data: refundOrder,
});

export const operatorDeskRefund = endpoint({
  id: 'operatorDeskRefund',
  method: 'POST',
  path: '/operator/refunds/desk.json',
  tag: 'operator',
  summary:
    '前台退款（管理员）：已签到或已体检的订单，部分或全部退回在线支付的金额（不超过剩余可退），须填写原因；同一请求标识重试返回首次结果',
  auth: 'operator',
  body: z.object({
    orderId,
    amount: z
      .number({ error: '请填写退款金额' })
      .int('退款金额不正确')
      .positive('退款金额须大于0')
      .max(100_000_000, '退款金额不正确'),
    reason: z
      .string({ error: '请填写退款原因' })
      .trim()
      .min(1, '请填写退款原因')
      .max(100, '退款原因最多100个字'),
    /** a fresh UUID per opening of the refund dialog: a retry or a second click answers the first */
    idempotencyKey: z.string({ error: '请求标识不正确' }).regex(/^[A-Za-z0-9-]{16,64}$/, '请求标识不正确'),
  }),
  data: operatorRefund,
});

export type OperatorRefund = z.output<typeof operatorRefund>;
export type OperatorRefundLine = z.output<typeof refundLine>;
export type OperatorRefundOrder = DataOf<typeof operatorOrderRefunds>;
