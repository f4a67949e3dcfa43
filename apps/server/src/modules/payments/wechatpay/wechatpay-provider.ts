import { createHash } from 'node:crypto';
import type { WechatPayConfig } from '../../../config.ts';
import {
  type BillLine,
  headerOf,
  type NoticeReading,
  PAY_CHANNELS,
  type PayAction,
  type PaymentNotice,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentState,
  type ProviderRequest,
  type RefundNotice,
  type RefundRequest,
  type RefundState,
} from '../provider.ts';
import { outTradeNoOf, payIdOf } from '../trade-no.ts';
import { parseTradeBill } from './bill.ts';
import {
  authorization,
  jsapiPaySign,
  nonce,
  openResource,
  responseMessage,
  rsaVerify,
  type SealedResource,
} from './signing.ts';

/** A notification older (or newer) than this is refused: a replay of an old one changes nothing. */
export const NOTICE_MAX_AGE_MS = 5 * 60_000;
/** How long a call to WeChat Pay may take before it is given up. */
const CALL_TIMEOUT_MS = 10_000;

/** RFC 3339 in China's time, as WeChat writes time_expire. */
export function rfc3339Shanghai(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

/** A failure answered by WeChat Pay: its HTTP status and code (never a key, never a body we sent). */
export class WechatPayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay answered ${status} ${code}: ${message}`);
  }
}

type Json = Record<string, unknown>;
const objectOf = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const dateOf = (value: unknown) => {
  const at = new Date(textOf(value));
  return Number.isNaN(at.getTime()) ? null : at;
};

/**
 * WeChat Pay API v3 (direct merchant): JSAPI inside WeChat, H5 in other phone browsers, Native for
 * the QR page; queries, closing, refunds. Every request is signed with the merchant's key, every
 * answer and notification verified with the platform public key, notification resources opened with
 * the API v3 key. Node's crypto and fetch do it all (README, dependency notes).
 */
export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechatpay';
  readonly channels = PAY_CHANNELS;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  private notifyUrl(kind: 'notify' | 'refund-notify') {
    return `${this.config.publicOrigin}/m/pay/${kind}/${this.name}`;
  }

  async createPayment(request: PaymentRequest): Promise<PayAction> {
    const { appId, mchId } = this.config;
    const order: Json = {
      appid: appId,
      mchid: mchId,
      // WeChat takes at most 127 bytes: a centre's name and the order number fit well within.
      description: `${request.description} ${request.orderNo}`.slice(0, 40),
      out_trade_no: outTradeNoOf(request.payId),
      time_expire: rfc3339Shanghai(request.expiresAt),
      notify_url: this.notifyUrl('notify'),
      amount: { total: request.amount, currency: 'CNY' },
    };
    switch (request.channel) {
      case 'jsapi': {
        if (!request.payer.openid) throw new Error('a JSAPI payment needs the payer openid');
        const answer = await this.call('POST', '/v3/pay/transactions/jsapi', {
          ...order,
          payer: { openid: request.payer.openid },
        });
        return { kind: 'jsapi', params: this.jsapiParams(textOf(answer.prepay_id)) };
      }
      case 'h5': {
        const answer = await this.call('POST', '/v3/pay/transactions/h5', {
          ...order,
          scene_info: { payer_client_ip: request.payer.clientIp, h5_info: { type: 'Wap' } },
        });
        // Back to our page once the cashier is done; the page then polls until the server says paid.
        const back = `${this.config.publicOrigin}${request.returnPath}`;
        return { kind: 'h5', url: `${textOf(answer.h5_url)}&redirect_url=${encodeURIComponent(back)}` };
      }
      case 'native': {
        const answer = await this.call('POST', '/v3/pay/transactions/native', order);
        return { kind: 'native', codeUrl: textOf(answer.code_url) };
      }
    }
  }

  /** What WeixinJSBridge's getBrandWCPayRequest takes, signed with the merchant's key. */
  private jsapiParams(prepayId: string) {
    if (!prepayId) throw new Error('WeChat Pay answered without a prepay_id');
    const unsigned = {
      appId: this.config.appId,
      timeStamp: String(Math.floor(Date.now() / 1000)),
      nonceStr: nonce(),
      package: `prepay_id=${prepayId}`,
    };
    return { ...unsigned, signType: 'RSA' as const, paySign: jsapiPaySign(this.config.privateKey, unsigned) };
  }

  /** WeChat's QR code is the Native action's code_url; there is no page of ours to point at. */
  qrUrl(): string {
    return '';
  }

  async queryPayment(payId: string): Promise<PaymentState | null> {
    const path = `/v3/pay/transactions/out-trade-no/${outTradeNoOf(payId)}?mchid=${this.config.mchId}`;
    let answer: Json;
    try {
      answer = await this.call('GET', path);
    } catch (error) {
      if (error instanceof WechatPayError && error.code === 'ORDER_NOT_EXIST') return null;
      throw error;
    }
    if (textOf(answer.mchid) !== this.config.mchId || textOf(answer.out_trade_no) !== outTradeNoOf(payId))
      throw new Error('WeChat Pay answered about another payment');
    if (answer.trade_state !== 'SUCCESS') return { paid: false, tradeNo: null, amount: null };
    const total = objectOf(answer.amount).total;
    return {
      paid: true,
      tradeNo: textOf(answer.transaction_id) || null,
      amount: typeof total === 'number' ? total : null,
      paidAt: dateOf(answer.success_time),
    };
  }

  async closePayment(payId: string): Promise<'closed' | 'paid'> {
    // Asked first: closing a paid payment would fail, and the money must then be applied, not refused.
    const state = await this.queryPayment(payId);
    if (state?.paid) return 'paid';
    if (state === null) return 'closed';
    await this.call('POST', `/v3/pay/transactions/out-trade-no/${outTradeNoOf(payId)}/close`, {
      mchid: this.config.mchId,
    });
    return 'closed';
  }

  async createRefund(request: RefundRequest): Promise<void> {
    // The same out_refund_no is the same refund at WeChat: asking again never pays twice.
    await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: outTradeNoOf(request.payId),
      out_refund_no: request.refundNo,
      notify_url: this.notifyUrl('refund-notify'),
      amount: { refund: request.amount, total: request.total, currency: 'CNY' },
    });
  }

  async queryRefund(request: RefundRequest): Promise<RefundState> {
    let answer: Json;
    try {
      answer = await this.call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(request.refundNo)}`);
    } catch (error) {
      if (error instanceof WechatPayError && error.code === 'RESOURCE_NOT_EXISTS')
        return { state: 'unknown' };
      throw error;
    }
    if (textOf(answer.out_refund_no) !== request.refundNo)
      throw new Error('WeChat Pay answered about another refund');
    // CLOSED: WeChat gave up; ABNORMAL: the payer's account refused the money. Neither paid anything back.
    if (answer.status === 'CLOSED' || answer.status === 'ABNORMAL')
      return { state: 'failed', status: answer.status };
    if (answer.status !== 'SUCCESS') return { state: 'processing' };
    return {
      state: 'refunded',
      providerRefundId: textOf(answer.refund_id),
      refundedAt: dateOf(answer.success_time),
    };
  }

  /**
   * The day's trade bill: its address asked for (a signed call), then the file fetched with a signed
   * GET and checked against the SHA-1 the first answer gave (the file itself is not signed). A day
   * without trades has no bill: an empty one. A bill not yet made throws, to be asked again later.
   */
  async downloadBill(date: string): Promise<BillLine[]> {
    let answer: Json;
    try {
      answer = await this.call('GET', `/v3/bill/tradebill?bill_date=${date}&bill_type=ALL`);
    } catch (error) {
      if (error instanceof WechatPayError && error.code === 'NO_STATEMENT_EXIST') return [];
      throw error;
    }
    const url = new URL(textOf(answer.download_url));
    const response = await this.signedFetch('GET', url.origin, `${url.pathname}${url.search}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new WechatPayError(response.status, 'HTTP', 'bill download failed');
    if (createHash('sha1').update(bytes).digest('hex') !== textOf(answer.hash_value).toLowerCase())
      throw new Error(`WeChat Pay's bill of ${date} does not match its hash`);
    return parseTradeBill(bytes.toString('utf8'), payIdOf);
  }

  readPaymentNotice(request: ProviderRequest, now: Date): NoticeReading<PaymentNotice> {
    const opened = this.open(request, now);
    if (!opened.ok) return opened;
    if (opened.event !== 'TRANSACTION.SUCCESS') return { ok: true, notice: null };
    const t = opened.resource;
    const payId = payIdOf(textOf(t.out_trade_no));
    if (textOf(t.mchid) !== this.config.mchId || textOf(t.appid) !== this.config.appId)
      return { ok: false, reason: 'for another merchant or app' };
    const total = objectOf(t.amount).total;
    if (!payId || t.trade_state !== 'SUCCESS' || typeof total !== 'number' || !textOf(t.transaction_id))
      return { ok: false, reason: 'not a completed payment of ours' };
    return {
      ok: true,
      notice: { payId, tradeNo: textOf(t.transaction_id), amount: total, paidAt: dateOf(t.success_time) },
    };
  }

  readRefundNotice(request: ProviderRequest, now: Date): NoticeReading<RefundNotice> {
    const opened = this.open(request, now);
    if (!opened.ok) return opened;
    // A closed or abnormal refund stays 退款中 for the centre to see to; only a completed one moves.
    if (opened.event !== 'REFUND.SUCCESS') return { ok: true, notice: null };
    const r = opened.resource;
    if (textOf(r.mchid) !== this.config.mchId) return { ok: false, reason: 'for another merchant' };
    const refund = objectOf(r.amount).refund;
    if (r.refund_status !== 'SUCCESS' || typeof refund !== 'number' || !textOf(r.out_refund_no))
      return { ok: false, reason: 'not a completed refund' };
    return {
      ok: true,
      notice: {
        refundNo: textOf(r.out_refund_no),
        providerRefundId: textOf(r.refund_id),
        amount: refund,
        refundedAt: dateOf(r.success_time),
      },
    };
  }

  /**
   * A notification checked as WeChat signs it: the platform key's id, a timestamp within five minutes,
   * the signature over timestamp, nonce and body, then the resource opened with the API v3 key (which
   * also proves it was not altered).
   */
  private open(
    request: ProviderRequest,
    now: Date,
  ): { ok: true; event: string; resource: Json } | { ok: false; reason: string } {
    const timestamp = headerOf(request, 'wechatpay-timestamp');
    const nonceStr = headerOf(request, 'wechatpay-nonce');
    const signature = headerOf(request, 'wechatpay-signature');
    const serial = headerOf(request, 'wechatpay-serial');
    if (!timestamp || !nonceStr || !signature || !serial) return { ok: false, reason: 'unsigned' };
    if (serial !== this.config.platformPublicKeyId) return { ok: false, reason: 'unknown platform key' };
    if (
      !/^\d{1,12}$/.test(timestamp) ||
      Math.abs(now.getTime() - Number(timestamp) * 1000) > NOTICE_MAX_AGE_MS
    )
      return { ok: false, reason: 'timestamp out of range (replayed or delayed)' };
    if (
      !rsaVerify(this.config.platformPublicKey, responseMessage(timestamp, nonceStr, request.body), signature)
    )
      return { ok: false, reason: 'bad signature' };
    let body: Json;
    let resource: Json;
    try {
      body = objectOf(JSON.parse(request.body));
      resource = objectOf(
        JSON.parse(openResource(this.config.apiV3Key, objectOf(body.resource) as unknown as SealedResource)),
      );
    } catch {
      return { ok: false, reason: 'resource does not open' };
    }
    return { ok: true, event: textOf(body.event_type), resource };
  }

  /**
   * One signed call to WeChat Pay; its answer's signature is verified before it is read. A failure
   * answer throws a WechatPayError with WeChat's code.
   */
  private async call(method: 'GET' | 'POST', pathWithQuery: string, payload?: Json): Promise<Json> {
    const response = await this.signedFetch(method, this.config.baseUrl, pathWithQuery, payload);
    const text = await response.text();
    if (!response.ok) {
      let answer: Json = {};
      try {
        answer = objectOf(JSON.parse(text));
      } catch {
        // not JSON: the status says enough
      }
      throw new WechatPayError(response.status, textOf(answer.code) || 'HTTP', textOf(answer.message));
    }
    const headers = {
      'wechatpay-timestamp': response.headers.get('wechatpay-timestamp') ?? undefined,
      'wechatpay-nonce': response.headers.get('wechatpay-nonce') ?? undefined,
      'wechatpay-signature': response.headers.get('wechatpay-signature') ?? undefined,
      'wechatpay-serial': response.headers.get('wechatpay-serial') ?? undefined,
    };
    const {
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': n,
      'wechatpay-signature': sig,
      'wechatpay-serial': serial,
    } = headers;
    if (
      !ts ||
      !n ||
      !sig ||
      serial !== this.config.platformPublicKeyId ||
      !rsaVerify(this.config.platformPublicKey, responseMessage(ts, n, text), sig)
    ) {
      throw new Error(`WeChat Pay's answer to ${method} ${pathWithQuery.split('?')[0]} does not verify`);
    }
    return text === '' ? {} : objectOf(JSON.parse(text));
  }

  /** A request signed with the merchant's key (the Authorization WeChat checks), its answer unread. */
  private signedFetch(
    method: 'GET' | 'POST',
    origin: string,
    pathWithQuery: string,
    payload?: Json,
  ): Promise<Response> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const auth = authorization(
      this.config,
      { method, pathWithQuery, body },
      Math.floor(Date.now() / 1000),
      nonce(),
    );
    return this.fetcher(`${origin}${pathWithQuery}`, {
      method,
      headers: {
        authorization: auth,
        accept: 'application/json',
        'user-agent': 'tijian-server',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  }
}
