import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  NoticeReading,
  PayAction,
  PaymentNotice,
  PaymentProvider,
  PaymentRequest,
  ProviderRequest,
  RefundNotice,
  RefundRequest,
  RefundState,
} from './provider.ts';

/** The sandbox's payment notification: the body it posts to POST /m/pay/notify/sandbox. */
export interface SandboxPaymentNotice {
  payId: string;
  tradeNo: string;
  amount: number;
  paidAt: string;
  sign: string;
}

/** The sandbox's refund notification: the body it posts to POST /m/pay/refund-notify/sandbox. */
export interface SandboxRefundNotice {
  refundNo: string;
  /** the provider's id of the refund */
  providerRefundId: string;
  amount: number;
  refundedAt: string;
  sign: string;
}

/** The signed text of a refund notification, built like a payment's. */
export function canonicalRefundBody(notice: Omit<SandboxRefundNotice, 'sign'>): string {
  const fields: Record<string, string> = {
    amount: String(notice.amount),
    providerRefundId: notice.providerRefundId,
    refundNo: notice.refundNo,
    refundedAt: notice.refundedAt,
  };
  return Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export const signRefundNotice = (secret: string, notice: Omit<SandboxRefundNotice, 'sign'>) =>
  createHmac('sha256', secret)
    .update(`refund:${canonicalRefundBody(notice)}`)
    .digest('hex');

/** The sandbox can also act as the payer: its pay page's button produces the signed notification. */
export interface SandboxPayer {
  notificationFor(payment: { payId: string; amount: number }, paidAt: Date): ProviderRequest;
  /** the signed notification the sandbox sends once a refund it was asked for completes */
  refundNotificationFor(refund: { refundNo: string; amount: number }, refundedAt: Date): ProviderRequest;
}

/** The signed text: every field but the signature, in key order, as key=value joined by &. */
export function canonicalBody(notice: Omit<SandboxPaymentNotice, 'sign'>): string {
  const fields: Record<string, string> = {
    amount: String(notice.amount),
    paidAt: notice.paidAt,
    payId: notice.payId,
    tradeNo: notice.tradeNo,
  };
  return Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export const signNotice = (secret: string, notice: Omit<SandboxPaymentNotice, 'sign'>) =>
  createHmac('sha256', secret).update(canonicalBody(notice)).digest('hex');

/** A JSON body as an object, or null. */
function jsonObject(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

const dateOf = (text: string) => {
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
};

/** The sandbox posts its notifications as JSON; its signature travels in the body. */
const asRequest = (body: object): ProviderRequest => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * The demo's provider: payments live only in our database, the pay page (/pay) stands in for the
 * provider's cashier, and its notifications are signed with HMAC-SHA256 like a real provider's, so
 * the notify handler trusts nothing it cannot verify.
 */
export class SandboxProvider implements PaymentProvider, SandboxPayer {
  readonly name = 'sandbox';
  // One cashier (our pay page) whatever the channel: a payment is never reopened for another.
  readonly channels = [] as const;

  constructor(private readonly secret: string) {}

  async createPayment(request: PaymentRequest): Promise<PayAction> {
    // Nothing to register: the sandbox's cashier is our own pay page.
    return { kind: 'cashier', path: `/pay?payId=${encodeURIComponent(request.payId)}` };
  }

  qrUrl(payId: string, origin: string): string {
    return `${origin}/pay?payId=${encodeURIComponent(payId)}`;
  }

  readPaymentNotice(request: ProviderRequest): NoticeReading<PaymentNotice> {
    const body = jsonObject(request.body);
    const { payId, tradeNo, amount, paidAt, sign } = body ?? {};
    if (
      typeof payId !== 'string' ||
      typeof tradeNo !== 'string' ||
      typeof amount !== 'number' ||
      typeof paidAt !== 'string' ||
      typeof sign !== 'string'
    )
      return { ok: false, reason: 'not a sandbox notification' };
    if (!sameText(signNotice(this.secret, { payId, tradeNo, amount, paidAt }), sign))
      return { ok: false, reason: 'bad signature' };
    return { ok: true, notice: { payId, tradeNo, amount, paidAt: dateOf(paidAt) } };
  }

  async createRefund(_request: RefundRequest): Promise<void> {
    // Nothing to register: the sandbox pays back the moment it is asked (refundNotificationFor), and
    // its refund id is derived from the refund number, so asking twice is the same refund.
  }

  readRefundNotice(request: ProviderRequest): NoticeReading<RefundNotice> {
    const body = jsonObject(request.body);
    const { refundNo, providerRefundId, amount, refundedAt, sign } = body ?? {};
    if (
      typeof refundNo !== 'string' ||
      typeof providerRefundId !== 'string' ||
      typeof amount !== 'number' ||
      typeof refundedAt !== 'string' ||
      typeof sign !== 'string'
    )
      return { ok: false, reason: 'not a sandbox refund notification' };
    if (!sameText(signRefundNotice(this.secret, { refundNo, providerRefundId, amount, refundedAt }), sign))
      return { ok: false, reason: 'bad signature' };
    return { ok: true, notice: { refundNo, providerRefundId, amount, refundedAt: dateOf(refundedAt) } };
  }

  /**
   * The sandbox pays a refund back the moment it is asked, and we ask only about refunds we asked
   * it for (those 退款中), so every one it is asked about is done, under its one id.
   */
  async queryRefund(request: RefundRequest): Promise<RefundState> {
    return { state: 'refunded', providerRefundId: this.refundIdOf(request.refundNo), refundedAt: null };
  }

  /** The signed body of a completed refund's notification (what refundNotificationFor posts). */
  refundNotice(refund: { refundNo: string; amount: number }, refundedAt: Date): SandboxRefundNotice {
    const body = {
      refundNo: refund.refundNo,
      providerRefundId: this.refundIdOf(refund.refundNo),
      amount: refund.amount,
      refundedAt: refundedAt.toISOString(),
    };
    return { ...body, sign: signRefundNotice(this.secret, body) };
  }

  /**
   * The notification of a completed refund. The provider's refund id is a keyed hash of our refund
   * number, as a real provider keeps one id per request: handing it over twice is a repeat.
   */
  refundNotificationFor(refund: { refundNo: string; amount: number }, refundedAt: Date): ProviderRequest {
    return asRequest(this.refundNotice(refund, refundedAt));
  }

  private refundIdOf(refundNo: string): string {
    return `SBXR${createHmac('sha256', this.secret).update(`refund-id:${refundNo}`).digest('hex').slice(0, 24)}`;
  }

  /** The signed body of a completed payment's notification (what notificationFor posts). */
  notice(payment: { payId: string; amount: number }, paidAt: Date): SandboxPaymentNotice {
    const body = {
      payId: payment.payId,
      tradeNo: `SBX${randomBytes(12).toString('hex')}`,
      amount: payment.amount,
      paidAt: paidAt.toISOString(),
    };
    return { ...body, sign: signNotice(this.secret, body) };
  }

  notificationFor(payment: { payId: string; amount: number }, paidAt: Date): ProviderRequest {
    return asRequest(this.notice(payment, paidAt));
  }
}
