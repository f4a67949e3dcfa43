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

/**
 * How the payer pays (docs/payments.md): inside WeChat through its JS bridge, in another phone browser
 * through the provider's H5 cashier, or from another phone by scanning a code (Native).
 */
export const PAY_CHANNELS = ['jsapi', 'h5', 'native'] as const;

/** What the payer's browser does next, per channel; null for payments opened before it was kept. */
export const payAction = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('jsapi'),
    /** WeixinJSBridge.invoke('getBrandWCPayRequest', params) */
    params: z.object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal('RSA'),
      paySign: z.string(),
    }),
  }),
  /** go to the provider's cashier (it returns to the page that opened it) */
  z.object({ kind: z.literal('h5'), url: z.string() }),
  /** draw codeUrl as a QR code for another phone to scan */
  z.object({ kind: z.literal('native'), codeUrl: z.string() }),
  /** a cashier page of this site (the sandbox's /pay) */
  z.object({ kind: z.literal('cashier'), path: z.string() }),
]);

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
  /** what the QR page encodes: the pay page's address for another phone (the sandbox's) */
  qrUrl: z.string(),
  /** the channel the payment was opened for; null when the provider has one cashier for all */
  channel: z.enum(PAY_CHANNELS).nullable(),
  action: payAction.nullable(),
  /**
   * The providers this payment may be paid through (its centre's payment codes among those the
   * server is configured with), in the order offered: the page shows a choice when there are several.
   */
  providers: z.array(z.string()),
});

/** What a payment's creation may say of how it will be paid. */
export const payChannelInput = {
  /** the provider the payer chose (wechatpay, alipay); the one already open, else the first offered */
  provider: z
    .string()
    .regex(/^[a-z]{2,20}$/, '支付方式不正确')
    .optional(),
  /** how the payer pays; the provider's first channel when not given */
  channel: z.enum(PAY_CHANNELS, { error: '支付方式不正确' }).optional(),
  /** a page of this site the provider's H5 cashier returns to */
  returnPath: z
    .string()
    .max(200)
    .regex(/^\/(?![/\\])[\w\-./?=&%]*$/, '返回地址不正确')
    .optional(),
};

/**
 * A provider's notification in the provider's own shape (the sandbox's flat signed fields; WeChat Pay's
 * sealed resource with its signature in headers): the provider verifies the raw request.
 */
export const providerNotification = z.record(z.string(), z.unknown());

export const createPayment = endpoint({
  id: 'createPayment',
  method: 'POST',
  path: '/wx/1/pay/prepay.json',
  tag: 'payments',
  summary: '为待支付订单创建（或取回）一次在线支付',
  auth: true,
  body: z.object({ orderId, ...payChannelInput }),
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

/** The provider's notification. No session: trusted only once the provider has verified the raw request. */
export const paymentNotify = endpoint({
  id: 'paymentNotify',
  method: 'POST',
  path: '/pay/notify/:provider',
  tag: 'payments',
  summary: '支付结果回调（验签；重复通知只记一次）',
  auth: 'signature',
  params: z.object({ provider: z.string().regex(/^[a-z]{2,20}$/) }),
  body: providerNotification,
  data: z.object({ received: z.boolean() }),
});

export type Payment = DataOf<typeof createPayment>;

export type PayAction = z.infer<typeof payAction>;
