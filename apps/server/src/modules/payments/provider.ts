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
}

/** The sandbox can also act as the payer: its pay page's button produces the signed notification. */
export interface SandboxPayer {
  notificationFor(payment: { payId: string; amount: number }, paidAt: Date): PaymentNotice;
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
