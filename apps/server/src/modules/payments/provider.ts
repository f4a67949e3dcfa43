import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Fen } from '@tijian/domain';

/** What a provider tells us when a payment completes (the body of POST /m/pay/notify/:provider). */
export interface PaymentNotice {
  payId: string;
  tradeNo: string;
  amount: number;
  paidAt: string;
  sign: string;
}

export interface PaymentRequest {
  payId: string;
  orderNo: string;
  amount: Fen;
  /** what the payer's screen shows: the centre's name */
  description: string;
  expiresAt: Date;
}

/**
 * A payment provider. The sandbox below implements it; a WeChat Pay adapter would too: create a
 * payment (WeChat's unified order, answering a code_url the QR page encodes), verify the signed
 * notification WeChat posts to our notify address, and query a payment whose notification is late.
 */
export interface PaymentProvider {
  /** the :provider segment of the notify address */
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<void>;
  /** the address a QR code carries so another phone can pay, for the given site origin */
  qrUrl(payId: string, origin: string): string;
  /** true only for a notification this provider signed */
  verifyNotification(notice: PaymentNotice): boolean;
  /** the provider's own record of a payment, when it offers one */
  queryPayment?(payId: string): Promise<{ paid: boolean; tradeNo: string | null } | null>;
  /**
   * Asks the provider to give `amount` of a completed payment back. Idempotent by refundNo at the
   * provider: asking again with the same number never pays twice. Completion arrives later as a
   * signed refund notification.
   */
  createRefund(request: RefundRequest): Promise<void>;
  /** true only for a refund notification this provider signed */
  verifyRefundNotification(notice: RefundNotice): boolean;
  /**
   * The provider's own record of a refund we asked for, when it offers one: how a refund whose
   * notification never came is settled (refunds' settling job).
   */
  queryRefund?(request: RefundRequest): Promise<RefundState>;
}

/** What a provider says of a refund: paid back (its id, and when if it says), still under way, or never asked. */
export type RefundState =
  | { state: 'refunded'; providerRefundId: string; refundedAt: Date | null }
  | { state: 'processing' }
  | { state: 'unknown' };

export interface RefundRequest {
  /** our refund number (RF…), the provider's idempotency key */
  refundNo: string;
  /** the payment the money goes back through */
  payId: string;
  amount: Fen;
}

/** What a provider tells us when a refund completes (the body of POST /m/pay/refund-notify/:provider). */
export interface RefundNotice {
  refundNo: string;
  /** the provider's id of the refund */
  providerRefundId: string;
  amount: number;
  refundedAt: string;
  sign: string;
}

/** The signed text of a refund notification, built like a payment's. */
export function canonicalRefundBody(notice: Omit<RefundNotice, 'sign'>): string {
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

export const signRefundNotice = (secret: string, notice: Omit<RefundNotice, 'sign'>) =>
  createHmac('sha256', secret)
    .update(`refund:${canonicalRefundBody(notice)}`)
    .digest('hex');

/** The sandbox can also act as the payer: its pay page's button produces the signed notification. */
export interface SandboxPayer {
  notificationFor(payment: { payId: string; amount: number }, paidAt: Date): PaymentNotice;
  /** the signed notification the sandbox sends once a refund it was asked for completes */
  refundNotificationFor(refund: { refundNo: string; amount: number }, refundedAt: Date): RefundNotice;
}

/** The signed text: every field but the signature, in key order, as key=value joined by &. */
export function canonicalBody(notice: Omit<PaymentNotice, 'sign'>): string {
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

export const signNotice = (secret: string, notice: Omit<PaymentNotice, 'sign'>) =>
  createHmac('sha256', secret).update(canonicalBody(notice)).digest('hex');

/**
 * The demo's provider: payments live only in our database, the pay page (/pay) stands in for the
 * provider's cashier, and its notifications are signed with HMAC-SHA256 like a real provider's, so
 * the notify handler trusts nothing it cannot verify.
 */
export class SandboxProvider implements PaymentProvider, SandboxPayer {
  readonly name = 'sandbox';

  constructor(private readonly secret: string) {}

  async createPayment(): Promise<void> {
    // Nothing to register: the sandbox's cashier is our own pay page.
  }

  qrUrl(payId: string, origin: string): string {
    return `${origin}/pay?payId=${encodeURIComponent(payId)}`;
  }

  verifyNotification(notice: PaymentNotice): boolean {
    const expected = Buffer.from(signNotice(this.secret, notice), 'utf8');
    const given = Buffer.from(notice.sign, 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async createRefund(_request: RefundRequest): Promise<void> {
    // Nothing to register: the sandbox pays back the moment it is asked (refundNotificationFor), and
    // its refund id is derived from the refund number, so asking twice is the same refund.
  }

  verifyRefundNotification(notice: RefundNotice): boolean {
    const expected = Buffer.from(signRefundNotice(this.secret, notice), 'utf8');
    const given = Buffer.from(notice.sign, 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * The sandbox pays a refund back the moment it is asked, and we ask only about refunds we asked
   * it for (those 退款中), so every one it is asked about is done, under its one id.
   */
  async queryRefund(request: RefundRequest): Promise<RefundState> {
    return { state: 'refunded', providerRefundId: this.refundIdOf(request.refundNo), refundedAt: null };
  }

  /**
   * The signed notification of a completed refund. The provider's refund id is a keyed hash of our
   * refund number, as a real provider keeps one id per request: handing it over twice is a repeat.
   */
  refundNotificationFor(refund: { refundNo: string; amount: number }, refundedAt: Date): RefundNotice {
    const body = {
      refundNo: refund.refundNo,
      providerRefundId: this.refundIdOf(refund.refundNo),
      amount: refund.amount,
      refundedAt: refundedAt.toISOString(),
    };
    return { ...body, sign: signRefundNotice(this.secret, body) };
  }

  private refundIdOf(refundNo: string): string {
    return `SBXR${createHmac('sha256', this.secret).update(`refund-id:${refundNo}`).digest('hex').slice(0, 24)}`;
  }

  notificationFor(payment: { payId: string; amount: number }, paidAt: Date): PaymentNotice {
    const body = {
      payId: payment.payId,
      tradeNo: `SBX${randomBytes(12).toString('hex')}`,
      amount: payment.amount,
      paidAt: paidAt.toISOString(),
    };
    return { ...body, sign: signNotice(this.secret, body) };
  }
}
