// Test support, not shipped behaviour: a local stand-in for Alipay's OpenAPI gateway (gateway.do)
// that the tests start. It checks each request's RSA2 signature with the app's public key, signs its
// answers with an Alipay key of the run, keeps trades and refunds in memory, and writes the signed
// form notifications Alipay would post to our notify address.
import { type KeyObject, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderRequest } from '../provider.ts';
import {
  NOTICE_UNSIGNED,
  REQUEST_UNSIGNED,
  rsa2Sign,
  rsa2Verify,
  shanghaiText,
  signContent,
} from './signing.ts';

export interface AlipayEmulatorKeys {
  appId: string;
  appPublicKey: KeyObject;
  alipayPrivateKey: KeyObject;
}

interface Trade {
  /** alipay.trade.wap.pay (opened by the payer's browser) or alipay.trade.precreate */
  method: string;
  biz: Record<string, string>;
  notifyUrl: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  tradeNo: string;
  gmtPayment: string | null;
  refunded: number;
}

interface Refund {
  outTradeNo: string;
  outRequestNo: string;
  amount: string;
  status: 'REFUND_SUCCESS';
  gmtRefundPay: string;
}

/** A request the emulator received, for the tests' assertions. */
export interface Received {
  method: string;
  params: Record<string, string>;
  biz: Record<string, unknown>;
  /** its signature verified with the app's public key */
  signed: boolean;
}

const cents = (yuan: string) => Math.round(Number(yuan) * 100);

export class AlipayEmulator {
  readonly received: Received[] = [];
  readonly trades = new Map<string, Trade>();
  readonly refunds = new Map<string, Refund>();
  private server: Server | null = null;

  /** `now` is the clock notifications are stamped with (the test server's). */
  constructor(
    private readonly keys: AlipayEmulatorKeys,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Answers the gateway's address. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: Error) =>
        this.answer(res, 'error', {
          code: '20000',
          msg: 'Service Currently Unavailable',
          sub_msg: error.message,
        }),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/gateway.do`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /**
   * The payer's browser opens the wap.pay link (checked as Alipay's cashier would: its signature, our
   * app); the trade exists at Alipay from then on.
   */
  openWapLink(url: string): void {
    const params = Object.fromEntries(new URL(url).searchParams);
    const signed = this.verify(params);
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    this.received.push({ method: params.method ?? '', params, biz, signed });
    if (!signed || params.method !== 'alipay.trade.wap.pay')
      throw new Error('the wap.pay link does not verify');
    this.trades.set(biz.out_trade_no!, this.newTrade(params.method, biz, params.notify_url ?? ''));
  }

  /** The payer pays: the trade succeeds at Alipay, whose notification is answered. */
  pay(outTradeNo: string, at: Date = this.now()): ProviderRequest {
    const t = this.trades.get(outTradeNo);
    if (!t) throw new Error(`no trade ${outTradeNo}`);
    t.status = 'TRADE_SUCCESS';
    t.gmtPayment ??= shanghaiText(at);
    return this.notification(this.tradeFields(outTradeNo));
  }

  /** A notification as Alipay posts it: form fields signed with Alipay's key (all but sign and sign_type). */
  notification(fields: Record<string, string>, opts: { signWith?: KeyObject } = {}): ProviderRequest {
    const all: Record<string, string> = {
      notify_time: shanghaiText(this.now()),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      charset: 'utf-8',
      version: '1.0',
      ...fields,
      sign_type: 'RSA2',
    };
    all.sign = rsa2Sign(opts.signWith ?? this.keys.alipayPrivateKey, signContent(all, NOTICE_UNSIGNED));
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(all).toString(),
    };
  }

  /** The fields of a trade's notification (and of its query's answer). */
  tradeFields(outTradeNo: string): Record<string, string> {
    const t = this.trades.get(outTradeNo)!;
    return {
      app_id: this.keys.appId,
      auth_app_id: this.keys.appId,
      out_trade_no: outTradeNo,
      trade_no: t.tradeNo,
      trade_status: t.status,
      total_amount: t.biz.total_amount!,
      receipt_amount: t.biz.total_amount!,
      buyer_pay_amount: t.biz.total_amount!,
      subject: t.biz.subject!,
      seller_id: '2088102147948060',
      buyer_id: '2088102177846880',
      gmt_create: t.gmtPayment ?? shanghaiText(this.now()),
      ...(t.gmtPayment ? { gmt_payment: t.gmtPayment } : {}),
    };
  }

  /** Requests of one API method, for assertions. */
  requestsOf(method: string): Received[] {
    return this.received.filter((r) => r.method === method);
  }

  private newTrade(method: string, biz: Record<string, string>, notifyUrl: string): Trade {
    return {
      method,
      biz,
      notifyUrl,
      status: 'WAIT_BUYER_PAY',
      tradeNo: `2026${randomBytes(12).toString('hex').slice(0, 24)}`,
      gmtPayment: null,
      refunded: 0,
    };
  }

  private verify(params: Record<string, string>): boolean {
    return (
      params.app_id === this.keys.appId &&
      params.sign_type === 'RSA2' &&
      rsa2Verify(this.keys.appPublicKey, signContent(params, REQUEST_UNSIGNED), params.sign ?? '')
    );
  }

  /** An answer as the gateway writes it: the method's response object, and Alipay's signature over its exact text. */
  private answer(res: ServerResponse, method: string, response: Record<string, unknown>) {
    const json = JSON.stringify(response);
    const key = `${method.replaceAll('.', '_')}_response`;
    const sign = rsa2Sign(this.keys.alipayPrivateKey, json);
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(`{"${key}":${json},"sign":"${sign}"}`);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const params: Record<string, string> = {
      ...Object.fromEntries(new URL(req.url ?? '/', 'http://gateway').searchParams),
      ...Object.fromEntries(form),
    };
    const method = params.method ?? '';
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const signed = this.verify(params);
    this.received.push({ method, params, biz, signed });
    const fail = (code: string, msg: string, subCode: string, subMsg: string) =>
      this.answer(res, method, { code, msg, sub_code: subCode, sub_msg: subMsg });
    if (!signed) return fail('40002', 'Invalid Arguments', 'isv.invalid-signature', '验签出错');
    const ok = (fields: Record<string, unknown>) =>
      this.answer(res, method, { code: '10000', msg: 'Success', ...fields });
    const notExist = () => fail('40004', 'Business Failed', 'ACQ.TRADE_NOT_EXIST', '交易不存在');
    const outTradeNo = biz.out_trade_no ?? '';
    const trade = this.trades.get(outTradeNo);

    switch (method) {
      case 'alipay.trade.precreate': {
        if (!/^\d+\.\d{2}$/.test(biz.total_amount ?? ''))
          return fail('40004', 'Business Failed', 'ACQ.INVALID_PARAMETER', '参数无效');
        if (trade && trade.status !== 'WAIT_BUYER_PAY')
          return fail('40004', 'Business Failed', 'ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
        this.trades.set(outTradeNo, this.newTrade(method, biz, params.notify_url ?? ''));
        return ok({
          out_trade_no: outTradeNo,
          qr_code: `https://qr.alipay.com/bax0${outTradeNo.slice(0, 12)}`,
        });
      }
      case 'alipay.trade.query': {
        if (!trade) return notExist();
        const f = this.tradeFields(outTradeNo);
        return ok({
          out_trade_no: outTradeNo,
          trade_no: f.trade_no,
          trade_status: f.trade_status,
          total_amount: f.total_amount,
          ...(trade.gmtPayment ? { send_pay_date: trade.gmtPayment } : {}),
        });
      }
      case 'alipay.trade.close': {
        if (!trade) return notExist();
        if (trade.status === 'TRADE_SUCCESS')
          return fail('40004', 'Business Failed', 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        trade.status = 'TRADE_CLOSED';
        return ok({ out_trade_no: outTradeNo, trade_no: trade.tradeNo });
      }
      case 'alipay.trade.refund': {
        if (!trade) return notExist();
        const known = this.refunds.get(biz.out_request_no ?? '');
        // The same out_request_no is the same refund: asked again, Alipay answers it, never pays twice.
        if (!known) {
          if (trade.status !== 'TRADE_SUCCESS')
            return fail('40004', 'Business Failed', 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
          const amount = cents(biz.refund_amount ?? '0');
          if (
            !/^\d+\.\d{2}$/.test(biz.refund_amount ?? '') ||
            trade.refunded + amount > cents(trade.biz.total_amount!)
          )
            return fail('40004', 'Business Failed', 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
          trade.refunded += amount;
          this.refunds.set(biz.out_request_no!, {
            outTradeNo,
            outRequestNo: biz.out_request_no!,
            amount: biz.refund_amount!,
            status: 'REFUND_SUCCESS',
            gmtRefundPay: shanghaiText(this.now()),
          });
        }
        return ok({
          out_trade_no: outTradeNo,
          trade_no: trade.tradeNo,
          refund_fee: (trade.refunded / 100).toFixed(2),
          fund_change: known ? 'N' : 'Y',
        });
      }
      case 'alipay.trade.fastpay.refund.query': {
        if (!trade) return notExist();
        const r = this.refunds.get(biz.out_request_no ?? '');
        // Alipay answers a refund it never made with success and no refund in it.
        if (!r) return ok({});
        return ok({
          out_trade_no: outTradeNo,
          trade_no: trade.tradeNo,
          out_request_no: r.outRequestNo,
          total_amount: trade.biz.total_amount,
          refund_amount: r.amount,
          refund_status: r.status,
          gmt_refund_pay: r.gmtRefundPay,
        });
      }
      default:
        return fail('40004', 'Business Failed', 'isv.invalid-method', `no ${method}`);
    }
  }
}
