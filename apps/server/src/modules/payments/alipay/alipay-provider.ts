import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import type { AlipayConfig } from '../../../config.ts';
import type {
  NoticeReading,
  PayAction,
  PaymentNotice,
  PaymentProvider,
  PaymentRequest,
  PaymentState,
  ProviderRequest,
  RefundNotice,
  RefundRequest,
  RefundState,
} from '../provider.ts';
import { outTradeNoOf, payIdOf } from '../trade-no.ts';
import { dateOfShanghai, fenOfYuan, shanghaiText, yuanText } from './signing.ts';

/** How long a call to Alipay may take before it is given up. */
const CALL_TIMEOUT_MS = 10_000;
/** Alipay's answer code for a call that did what was asked. */
const SUCCESS = '10000';
/** The trade states in which the money came. */
const PAID_STATES = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

/** A failure answered by Alipay: its codes (never a key, never what we sent). */
export class AlipayError extends Error {
  constructor(
    readonly code: string,
    readonly subCode: string,
    message: string,
  ) {
    super(`Alipay answered ${code} ${subCode}: ${message}`);
  }
}

type Fields = Record<string, string>;

/**
 * Alipay through its official SDK (alipay-sdk, OpenAPI v2 in public-key mode, RSA2): 手机网站支付
 * (alipay.trade.wap.pay, a signed GET link to Alipay's cashier) in a phone's browser, 当面付's
 * precreate for the QR page; queries, closing and refunds. The SDK signs every request with the app's
 * key and verifies every answer and notification with Alipay's public key. Amounts go to Alipay as
 * yuan with two decimals and come back the same way: converted here only, and compared exactly.
 */
export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay';
  /** Alipay's cashier cannot open inside WeChat: a phone pays through the wap page or by the QR code. */
  readonly channels = ['h5', 'native'] as const;
  /** Alipay takes a notification as received only when answered with exactly this. */
  readonly acknowledgement = 'success';
  private readonly sdk: AlipaySdk;

  constructor(private readonly config: AlipayConfig) {
    this.sdk = new AlipaySdk({
      appId: config.appId,
      // The SDK takes PEM text; it is made here from the parsed key and kept inside the SDK only.
      privateKey: config.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      keyType: 'PKCS8',
      alipayPublicKey: config.alipayPublicKey.export({ type: 'spki', format: 'pem' }).toString(),
      gateway: config.gateway,
      signType: 'RSA2',
      timeout: CALL_TIMEOUT_MS,
      // Alipay's own field names, as its documentation writes them.
      camelcase: false,
    });
  }

  private get notifyUrl() {
    return `${this.config.publicOrigin}/m/pay/notify/${this.name}`;
  }

  async createPayment(request: PaymentRequest): Promise<PayAction> {
    const order = {
      out_trade_no: outTradeNoOf(request.payId),
      total_amount: yuanText(request.amount),
      subject: `${request.description} ${request.orderNo}`.slice(0, 128),
      time_expire: shanghaiText(request.expiresAt),
    };
    switch (request.channel) {
      case 'h5': {
        // Back to our page once the cashier is done (or left); the page then polls until paid.
        const back = `${this.config.publicOrigin}${request.returnPath}`;
        const url = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
          notifyUrl: this.notifyUrl,
          returnUrl: back,
          bizContent: { ...order, product_code: 'QUICK_WAP_WAY', quit_url: back },
        });
        return { kind: 'h5', url };
      }
      case 'native': {
        const answer = await this.call('alipay.trade.precreate', order, { notifyUrl: this.notifyUrl });
        if (typeof answer.qr_code !== 'string' || !answer.qr_code)
          throw new Error('Alipay answered without a qr_code');
        return { kind: 'native', codeUrl: answer.qr_code };
      }
      case 'jsapi':
        throw new Error('Alipay has no payment inside WeChat');
    }
  }

  /** Alipay's QR code is the precreate's qr_code, in the Native action; no page of ours. */
  qrUrl(): string {
    return '';
  }

  async queryPayment(payId: string): Promise<PaymentState | null> {
    const outTradeNo = outTradeNoOf(payId);
    const answer = await this.ask('alipay.trade.query', { out_trade_no: outTradeNo });
    if (answer === null) return null;
    if (answer.out_trade_no !== outTradeNo) throw new Error('Alipay answered about another payment');
    if (!PAID_STATES.includes(String(answer.trade_status)))
      return { paid: false, tradeNo: null, amount: null };
    return {
      paid: true,
      tradeNo: typeof answer.trade_no === 'string' && answer.trade_no ? answer.trade_no : null,
      amount: fenOfYuan(answer.total_amount),
    };
  }

  async closePayment(payId: string): Promise<'closed' | 'paid'> {
    // Asked first: a paid trade cannot be closed, and its money must then be applied, not refused.
    const state = await this.queryPayment(payId);
    if (state?.paid) return 'paid';
    // Never opened at Alipay (the cashier was not reached): its time_expire still bounds the link.
    if (state === null) return 'closed';
    await this.call('alipay.trade.close', { out_trade_no: outTradeNoOf(payId) });
    return 'closed';
  }

  async createRefund(request: RefundRequest): Promise<void> {
    // out_request_no is the refund's identity at Alipay: asking again never pays back twice.
    await this.call('alipay.trade.refund', {
      out_trade_no: outTradeNoOf(request.payId),
      out_request_no: request.refundNo,
      refund_amount: yuanText(request.amount),
    });
  }

  async queryRefund(request: RefundRequest): Promise<RefundState> {
    const answer = await this.ask('alipay.trade.fastpay.refund.query', {
      out_trade_no: outTradeNoOf(request.payId),
      out_request_no: request.refundNo,
      query_options: ['gmt_refund_pay'],
    });
    // Alipay answers a refund it never heard of without its number: it is asked for again.
    if (answer === null || !answer.out_request_no) return { state: 'unknown' };
    if (answer.out_request_no !== request.refundNo) throw new Error('Alipay answered about another refund');
    if (answer.refund_status !== 'REFUND_SUCCESS') return { state: 'processing' };
    return {
      state: 'refunded',
      providerRefundId: `${String(answer.trade_no ?? '')}:${request.refundNo}`,
      refundedAt: dateOfShanghai(answer.gmt_refund_pay),
    };
  }

  readPaymentNotice(request: ProviderRequest): NoticeReading<PaymentNotice> {
    const read = this.verified(request);
    if (!read.ok) return read;
    const n = read.fields;
    // A trade's notice after a refund carries the refund (out_biz_no): refunds settle by their query.
    if (n.out_biz_no || n.refund_fee) return { ok: true, notice: null };
    if (!PAID_STATES.includes(n.trade_status ?? '')) return { ok: true, notice: null };
    const payId = payIdOf(n.out_trade_no ?? '');
    const amount = fenOfYuan(n.total_amount);
    if (!payId || amount === null || !n.trade_no)
      return { ok: false, reason: 'not a completed payment of ours' };
    return {
      ok: true,
      notice: { payId, tradeNo: n.trade_no, amount, paidAt: dateOfShanghai(n.gmt_payment) },
    };
  }

  /**
   * Alipay sends no refund notification of its own (a refund's change comes on the trade's notice,
   * at the payment notify address): a refund completes through queryRefund.
   */
  readRefundNotice(request: ProviderRequest): NoticeReading<RefundNotice> {
    const read = this.verified(request);
    return read.ok ? { ok: true, notice: null } : read;
  }

  /**
   * A notification checked as Alipay signs it: the form fields as received, verified with Alipay's
   * public key by the SDK (every field but sign and sign_type), then for our app. A replay of a genuine
   * one is applied once by its trade number, and Alipay itself repeats a notice for a day until
   * answered, so its age is not held against it.
   */
  private verified(request: ProviderRequest): { ok: true; fields: Fields } | { ok: false; reason: string } {
    const fields: Fields = Object.fromEntries(new URLSearchParams(request.body));
    if (!fields.sign) return { ok: false, reason: 'unsigned' };
    // The form's values are already decoded once by URLSearchParams: the SDK must not decode again.
    if (!this.sdk.checkNotifySignV2(fields)) return { ok: false, reason: 'bad signature' };
    if (fields.app_id !== this.config.appId) return { ok: false, reason: 'for another app' };
    return { ok: true, fields };
  }

  /** One signed call through the SDK, its answer's signature verified; a failure answer throws. */
  private async call(
    method: string,
    bizContent: Record<string, unknown>,
    params: Record<string, string> = {},
  ): Promise<AlipaySdkCommonResult> {
    const answer = await this.sdk.exec(method, { ...params, bizContent }, { validateSign: true });
    if (answer.code === SUCCESS) return answer;
    throw new AlipayError(answer.code, answer.sub_code ?? '', answer.sub_msg ?? answer.msg);
  }

  /** A question about a trade: null when Alipay does not know it (ACQ.TRADE_NOT_EXIST). */
  private async ask(method: string, bizContent: Record<string, unknown>) {
    try {
      return await this.call(method, bizContent);
    } catch (error) {
      if (error instanceof AlipayError && error.subCode === 'ACQ.TRADE_NOT_EXIST') return null;
      throw error;
    }
  }
}
