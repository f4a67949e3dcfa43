import type { Fen } from '@tijian/domain';

/**
 * What a payment provider is to the rest of the server: the one interface the sandbox, WeChat Pay and
 * Alipay implement. Several may be configured side by side (providers.ts); a payment keeps the name
 * of the one it was opened at, and everything after (notices, settling, refunds) goes to that one. Payments and refunds speak only to it; everything a provider does
 * differently (its wire, its keys, its signatures) stays behind it.
 *
 * The life of a payment through a provider:
 * 1. `createPayment` opens it at the provider for one channel and answers what the payer's browser
 *    does next (a `PayAction`), which the web app carries out.
 * 2. The provider calls our notify address (POST /m/pay/notify/<name>); `readPaymentNotice` checks that
 *    raw request (headers and body exactly as received) and answers what it says, or why it is refused.
 * 3. When no notice came, the payment's polling task (or the settling sweep) asks `queryPayment`;
 *    past its time, `closePayment` closes it.
 * 4. A refund is asked with `createRefund` (idempotent by our refund number), completed by a refund
 *    notice (`readRefundNotice`) or, when none comes, by `queryRefund`.
 */
export interface PaymentProvider {
  /** the :provider segment of the notify addresses */
  readonly name: string;
  /**
   * The channels whose payments differ at this provider (JSAPI, H5, Native): a payment opened for one
   * cannot be paid through another, so asking for another closes it and opens a new one. Empty when
   * the provider has a single cashier for every channel (the sandbox).
   */
  readonly channels: readonly PayChannel[];
  /**
   * The literal body a provider wants once its notification is taken (Alipay: `success`); without
   * it the notify routes answer our JSON envelope, which a provider reads by its HTTP status.
   */
  readonly acknowledgement?: string;
  /** Opens the payment at the provider; answers what the payer's browser does next. */
  createPayment(request: PaymentRequest): Promise<PayAction>;
  /**
   * The address a QR code carries so another phone can pay, for a provider whose cashier is a page of
   * ours (the sandbox); a provider with a Native channel answers its code in the Native action instead.
   */
  qrUrl(payId: string, origin: string): string;
  /** Checks a payment notification as it arrived; answers what it says, or why it is refused. */
  readPaymentNotice(request: ProviderRequest, now: Date): NoticeReading<PaymentNotice>;
  /** The provider's own record of a payment, when it offers one (the settling job's question). */
  queryPayment?(payId: string): Promise<PaymentState | null>;
  /**
   * Closes a payment at the provider so it can no longer be paid (expired, or replaced by one for
   * another channel). Answers 'paid' when the provider says the money came first: then nothing closed.
   */
  closePayment?(payId: string): Promise<'closed' | 'paid'>;
  /**
   * Asks the provider to give `amount` of a completed payment back. Idempotent by refundNo at the
   * provider: asking again with the same number never pays twice. Completion arrives later as a
   * signed refund notification.
   */
  createRefund(request: RefundRequest): Promise<void>;
  /** Checks a refund notification as it arrived; answers what it says, or why it is refused. */
  readRefundNotice(request: ProviderRequest, now: Date): NoticeReading<RefundNotice>;
  /**
   * The provider's own record of a refund we asked for, when it offers one: how a refund whose
   * notification never came is settled (refunds' settling job).
   */
  queryRefund?(request: RefundRequest): Promise<RefundState>;
  /**
   * The provider's bill of one day (yyyy-MM-dd, China time): every payment and refund it settled
   * that day, for the daily reconciliation. A provider without bills leaves it out (the job skips it).
   */
  downloadBill?(date: string): Promise<BillLine[]>;
}

/** One line of a provider's bill: a payment it took or a refund it paid (or tried to). */
export interface BillLine {
  subject: 'payment' | 'refund';
  /** our payment id (a payment), our refund number (a refund) */
  ref: string;
  /** fen: what was paid, or what the refund gives back */
  amount: number;
  /** the money moved: the payment succeeded, the refund was paid back */
  settled: boolean;
  /** the provider's word for its state (SUCCESS, REFUND/PROCESSING…) */
  status: string;
}

/**
 * How the payer pays: inside WeChat through its JS bridge (JSAPI, with the payer's openid), in another
 * phone browser through the provider's H5 cashier, or from another phone by scanning a code (Native).
 */
export const PAY_CHANNELS = ['jsapi', 'h5', 'native'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

export interface PaymentRequest {
  payId: string;
  orderNo: string;
  amount: Fen;
  /** what the payer's screen shows: the centre's name */
  description: string;
  expiresAt: Date;
  channel: PayChannel;
  payer: {
    /** the payer's openid for the provider's app (JSAPI); null when unknown */
    openid: string | null;
    /** the payer's address as the server saw it (H5's scene_info) */
    clientIp: string;
  };
  /** a path of this site the provider's H5 cashier returns to */
  returnPath: string;
}

/** What the payer's browser does next, per channel. */
export type PayAction =
  | {
      /** inside WeChat: WeixinJSBridge.invoke('getBrandWCPayRequest', params) */
      kind: 'jsapi';
      params: {
        appId: string;
        timeStamp: string;
        nonceStr: string;
        package: string;
        signType: 'RSA';
        paySign: string;
      };
    }
  /** another phone browser: go to the provider's cashier at `url` */
  | { kind: 'h5'; url: string }
  /** another phone scans `codeUrl` drawn as a QR code */
  | { kind: 'native'; codeUrl: string }
  /** a cashier page of this site (the sandbox's /pay) */
  | { kind: 'cashier'; path: string };

/** A request a provider sent us, as received: its headers and the body byte for byte. */
export interface ProviderRequest {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * What a notification said once checked: `notice` null when it is genuine but asks nothing of us (a
 * closed refund, an event we do not act on); refused with why (logged, never applied).
 */
export type NoticeReading<T> = { ok: true; notice: T | null } | { ok: false; reason: string };

/** A verified word that a payment completed. */
export interface PaymentNotice {
  payId: string;
  /** the provider's id of the payment: a repeat of it is applied once */
  tradeNo: string;
  /** fen, as the provider says it was paid: compared with the payment's */
  amount: number;
  paidAt: Date | null;
}

/** What a provider says of a payment when asked. */
export interface PaymentState {
  paid: boolean;
  tradeNo: string | null;
  /** fen the provider says were paid; null when it does not say */
  amount: number | null;
  /**
   * when the provider says it was paid (null when it does not say): kept as the payment's time, so a
   * payment settled by a question just after midnight still counts on the day the bill lists it
   */
  paidAt?: Date | null;
}

export interface RefundRequest {
  /** our refund number (RF…), the provider's idempotency key */
  refundNo: string;
  /** the payment the money goes back through */
  payId: string;
  amount: Fen;
  /** what that payment took, which some providers want beside the refund */
  total: Fen;
}

/** A verified word that a refund completed. */
export interface RefundNotice {
  refundNo: string;
  /** the provider's id of the refund */
  providerRefundId: string;
  amount: number;
  refundedAt: Date | null;
}

/**
 * What a provider says of a refund: paid back (its id, and when if it says), still under way, failed
 * (closed or abnormal at the provider: asked again under the same number, or left for staff), or
 * never asked.
 */
export type RefundState =
  | { state: 'refunded'; providerRefundId: string; refundedAt: Date | null }
  | { state: 'processing' }
  | { state: 'failed'; status: string }
  | { state: 'unknown' };

/** A header's one value (Node gives repeated headers as arrays). */
export function headerOf(request: ProviderRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
