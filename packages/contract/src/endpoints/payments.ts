// Paying online through a payment provider: a check-up order, or a purchase (a health card, a special
// package bought outright; its payment is opened in the purchases area). The default provider is a
// sandbox with its own pay page (/pay) and QR page (/qrPay) so the demo can be completed; its callback
// is signed like a real provider's and marks the order or purchase paid exactly once.
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { money } from './catalogue.ts';
import { orderId } from './orders.ts';

/** What a payment pays for: a check-up order, a health card or a special package. */
export const PAY_FOR = ['order', 'health_card', 'special_package'] as const;

export const payment = z.object({
  payId: z.string(),
  payFor: z.enum(PAY_FOR),
  /** the check-up order paid; null for a purchase */
  orderId: z.number().int().nullable(),
  /** the purchase paid (payFor health_card or special_package); null for an order */
  purchaseId: z.number().int().nullable(),
  /** the order's or the purchase's number */
  orderNo: z.string(),
  /** who is paid: the centre's name, the platform's for what no centre sells */
  sysCenterName: z.string(),
  amount: money,
  provider: z.string(),
  status: z.enum(['pending', 'paid', 'expired', 'closed', 'refunded']),
  /** ISO instant after which the order is released (the purchase closed) */
  expiresAt: z.string(),
  /** what the QR page encodes: the pay page's address for another phone */
  qrUrl: z.string(),
});

export const createPayment = endpoint({
  id: 'createPayment',
  method: 'POST',
  path: '/wx/1/pay/prepay.json',
  tag: 'payments',
  summary: '为待支付订单创建（或取回）一次在线支付',
  auth: true,
  body: z.object({ orderId }),
  data: payment,
});

export const getPayment = endpoint({
  id: 'getPayment',
  method: 'GET',
  path: '/wx/1/pay/status.json',
  tag: 'payments',
  summary: '支付状态（支付页轮询）',
  auth: true,
  query: z.object({
    payId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{8,64}$/, '支付单号不正确'),
  }),
  data: payment,
});

export const confirmSandboxPayment = endpoint({
  id: 'confirmSandboxPayment',
  method: 'POST',
  path: '/pay/sandbox/confirm.json',
  tag: 'payments',
  summary: '沙箱支付：付款人确认后，沙箱向回调地址发送签名通知',
  auth: true,
  body: z.object({
    payId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{8,64}$/, '支付单号不正确'),
  }),
  data: payment,
});

/** The provider's notification. No session: trusted only through its signature. */
export const paymentNotify = endpoint({
  id: 'paymentNotify',
  method: 'POST',
  path: '/pay/notify/:provider',
  tag: 'payments',
  summary: '支付结果回调（验签；重复通知只记一次）',
  auth: 'signature',
  params: z.object({ provider: z.string().regex(/^[a-z]{2,20}$/) }),
  body: z.object({
    payId: z.string().max(64),
    tradeNo: z.string().max(64),
    amount: z.number().int().min(0),
    paidAt: z.string().max(40),
    sign: z.string().max(256),
  }),
  data: z.object({ received: z.boolean() }),
});

export type Payment = DataOf<typeof createPayment>;
