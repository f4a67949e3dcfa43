// Refunds of a paid order (issue 11 "Refunds"): the quote the apply screen shows, applying (idempotent
// by key), the detail with its timeline, withdrawing, the provider's signed refund notification, and
// the centre's decision through the operator API.
import { REFUND_REASONS, REFUND_REMARK_MAX, RefundMessages, type RefundStatus } from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { money } from './catalogue.ts';
import { orderStatus } from './order-progress.ts';
import { orderId } from './orders.ts';
import { providerNotification } from './payments.ts';

export const REFUND_STATUSES = [
  'applied',
  'refunding',
  'refunded',
  'refused',
  'withdrawn',
] as const satisfies readonly RefundStatus[];

const reason = z.enum(REFUND_REASONS, { error: RefundMessages.reason });

export const refundQuote = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  /** online money back through the provider, fen */
  refundable: money,
  /** back to the check-up cards' balances, fen */
  cardAmount: money,
  couponReturned: z.boolean(),
  /** the coupon the order used, whether or not it comes back */
  couponName: z.string().nullable(),
  reasons: z.array(z.string()),
  /** why no refund can be applied for now, or null */
  refusal: z.string().nullable(),
});

const refundStep = z.object({
  title: z.string(),
  state: z.enum(['finish', 'process', 'wait', 'error']),
  at: z.string().nullable(),
  description: z.string(),
});

export const refundDetail = z.object({
  refundNo: z.string(),
  status: z.enum(REFUND_STATUSES),
  statusName: z.string(),
  amount: money,
  cardAmount: money,
  couponReturned: z.boolean(),
  reason: z.string(),
  remark: z.string(),
  refuseReason: z.string(),
  appliedAt: z.string(),
  timeline: z.array(refundStep),
  order: z.object({
    id: z.number().int(),
    orderNo: z.string(),
    status: orderStatus,
    statusName: z.string(),
    sysCenterId: z.string(),
    sysCenterName: z.string(),
    name: z.string(),
    packageName: z.string().nullable(),
    examDate: z.string(),
    slotTime: z.string(),
    paid: money,
    cardPaid: money,
    couponName: z.string().nullable(),
  }),
});

export const getRefundQuote = endpoint({
  id: 'getRefundQuote',
  method: 'GET',
  path: '/wx/refund/quote.json',
  tag: 'refunds',
  summary: '可退金额（在线退回、体检卡退回、电子券是否退回）与退款原因；不能申请时给出原因',
  auth: true,
  query: z.object({ orderId }),
  data: refundQuote,
});

export const applyRefund = endpoint({
  id: 'applyRefund',
  method: 'POST',
  path: '/wx/refund/apply.json',
  tag: 'refunds',
  summary: '申请退款（同一请求标识重试返回首次申请；每单同时只有一个进行中的退款）',
  auth: true,
  body: z.object({
    orderId,
    reason,
    remark: z
      .string({ error: RefundMessages.remarkTooLong })
      .trim()
      .refine((v) => [...v].length <= REFUND_REMARK_MAX, RefundMessages.remarkTooLong)
      .optional(),
    /** a fresh UUID per visit of the apply screen: a retry answers the first refund */
    idempotencyKey: z.string({ error: '请求标识不正确' }).regex(/^[A-Za-z0-9-]{16,64}$/, '请求标识不正确'),
  }),
  data: refundDetail,
});

export const getRefund = endpoint({
  id: 'getRefund',
  method: 'GET',
  path: '/wx/refund/detail.json',
  tag: 'refunds',
  summary: '订单最近一次退款的进度（只读本人订单）',
  auth: true,
  query: z.object({ orderId }),
  data: refundDetail,
});

export const withdrawRefund = endpoint({
  id: 'withdrawRefund',
  method: 'POST',
  path: '/wx/refund/withdraw.json',
  tag: 'refunds',
  summary: '撤销退款申请（仅在审核前），订单恢复为待体检',
  auth: true,
  body: z.object({ orderId }),
  data: refundDetail,
});

/**
 * The provider's notification that a refund completed, in the provider's own shape (the sandbox's flat
 * signed fields; WeChat Pay's sealed resource with its signature in headers). No session: trusted only
 * once the provider has verified the raw request.
 */
export const refundNotify = endpoint({
  id: 'refundNotify',
  method: 'POST',
  path: '/pay/refund-notify/:provider',
  tag: 'refunds',
  summary: '退款结果回调（验签；重复通知只记一次）',
  auth: 'signature',
  params: z.object({ provider: z.string().regex(/^[a-z]{2,20}$/) }),
  body: providerNotification,
  data: z.object({ received: z.boolean() }),
});

/** The centre's decision on an applied refund (manager). Approving asks the provider to pay back. */
export const operatorDecideRefund = endpoint({
  id: 'operatorDecideRefund',
  method: 'POST',
  path: '/operator/refunds/decide.json',
  tag: 'operator',
  summary: '审核退款申请：同意后经支付渠道原路退回，拒绝需填写原因（订单恢复为待体检）',
  auth: 'operator',
  body: z
    .object({
      orderId,
      approve: z.boolean({ error: '请选择同意或拒绝' }),
      reason: z.string({ error: '拒绝原因不正确' }).trim().max(100, '拒绝原因最多100个字').optional(),
    })
    .refine((b) => b.approve || (b.reason ?? '') !== '', { error: '请填写拒绝原因', path: ['reason'] }),
  data: refundDetail,
});

export type RefundQuoteView = DataOf<typeof getRefundQuote>;
export type RefundDetail = DataOf<typeof getRefund>;
