// Test support, not shipped behaviour: a local stand-in for WeChat Pay's API v3 endpoints that the
// tests start. It checks our Authorization signature with the merchant's public key, signs its answers
// with the platform key, keeps payments and refunds in memory, and writes the signed, sealed
// notifications WeChat would post to our notify addresses.
import { createHash, type KeyObject, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderRequest } from '../provider.ts';
import { messageOf, nonce, parseAuthorization, rsaSign, rsaVerify, sealResource } from './signing.ts';

export interface EmulatorKeys {
  appId: string;
  mchId: string;
  /** the merchant certificate's serial our requests must name */
  serialNo: string;
  merchantPublicKey: KeyObject;
  platformPrivateKey: KeyObject;
  platformPublicKeyId: string;
  apiV3Key: string;
}

type Channel = 'jsapi' | 'h5' | 'native';

interface Transaction {
  channel: Channel;
  body: Record<string, unknown>;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string | null;
  successTime: string | null;
}

interface Refund {
  outRefundNo: string;
  outTradeNo: string;
  refundId: string;
  amount: { refund: number; total: number };
  status: RefundStatus;
  successTime: string | null;
  /** when it was last asked for (a bill lists a refund not paid back on that day) */
  askedTime: string;
  /** how many times it was asked for under its number */
  asked: number;
  notifyUrl: string;
}

type RefundStatus = 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';

/** A request the emulator received, for the tests' assertions. */
export interface Received {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  /** our Authorization header verified with the merchant's public key */
  signed: boolean;
}

const isoShanghai = (at: Date) => `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

export class WechatPayEmulator {
  readonly received: Received[] = [];
  readonly transactions = new Map<string, Transaction>();
  readonly refunds = new Map<string, Refund>();
  /**
   * What a refund of a transaction (by out_trade_no) comes to each time it is asked for, in turn:
   * ABNORMAL (the payer's account refused it), CLOSED, or SUCCESS at once; PROCESSING when the list
   * is used up or absent (then `completeRefund` pays it back).
   */
  readonly refundOutcomes = new Map<string, RefundStatus[]>();
  private readonly bills = new Map<string, string>();
  private base = '';
  private server: Server | null = null;

  /** `now` is the clock notifications are stamped with (the test server's). */
  constructor(
    private readonly keys: EmulatorKeys,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: Error) =>
        this.send(res, 500, { code: 'SYSTEM_ERROR', message: error.message }),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The payer pays: the transaction succeeds at WeChat, whose notification is answered. */
  pay(outTradeNo: string, at: Date = this.now()): ProviderRequest {
    const t = this.transactions.get(outTradeNo);
    if (!t) throw new Error(`no transaction ${outTradeNo}`);
    t.state = 'SUCCESS';
    t.transactionId ??= `4200${randomBytes(12).toString('hex').slice(0, 24)}`;
    t.successTime ??= isoShanghai(at);
    return this.notification('TRANSACTION.SUCCESS', 'transaction', this.transactionResource(outTradeNo));
  }

  /** The refund's money went back: its notification. */
  completeRefund(outRefundNo: string, at: Date = this.now()): ProviderRequest {
    const r = this.refunds.get(outRefundNo);
    if (!r) throw new Error(`no refund ${outRefundNo}`);
    r.status = 'SUCCESS';
    r.successTime ??= isoShanghai(at);
    return this.notification('REFUND.SUCCESS', 'refund', this.refundResource(r));
  }

  /**
   * A notification as WeChat posts it: the resource sealed with the API v3 key, the body signed with
   * the platform key over its timestamp and nonce, the key's id in Wechatpay-Serial.
   */
  notification(
    eventType: string,
    originalType: string,
    resource: Record<string, unknown>,
    opts: { at?: Date; signWith?: KeyObject } = {},
  ): ProviderRequest {
    const sealed = sealResource(
      this.keys.apiV3Key,
      JSON.stringify(resource),
      randomBytes(6).toString('hex'),
      originalType,
    );
    const at = opts.at ?? this.now();
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: isoShanghai(at),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType === 'REFUND.SUCCESS' ? '退款成功' : '支付成功',
      resource: { ...sealed, original_type: originalType },
    });
    return { headers: this.signedHeaders(body, at, opts.signWith), body };
  }

  transactionResource(outTradeNo: string): Record<string, unknown> {
    const t = this.transactions.get(outTradeNo)!;
    const total = (t.body.amount as { total: number }).total;
    return {
      appid: t.body.appid,
      mchid: t.body.mchid,
      out_trade_no: outTradeNo,
      transaction_id: t.transactionId,
      trade_type: t.channel === 'h5' ? 'MWEB' : t.channel.toUpperCase(),
      trade_state: t.state,
      trade_state_desc: t.state === 'SUCCESS' ? '支付成功' : '未支付',
      bank_type: 'OTHERS',
      success_time: t.successTime,
      payer: { openid: (t.body.payer as { openid?: string } | undefined)?.openid ?? 'o-scanner' },
      amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  /** A refund as the create and query answers give it (`status`; notifications say `refund_status`). */
  private refundAnswer(r: Refund): Record<string, unknown> {
    const { refund_status, user_received_account, mchid, ...rest } = this.refundResource(r);
    return { ...rest, channel: 'ORIGINAL', status: refund_status, user_received_account };
  }

  private refundResource(r: Refund): Record<string, unknown> {
    return {
      mchid: this.keys.mchId,
      out_trade_no: r.outTradeNo,
      transaction_id: this.transactions.get(r.outTradeNo)?.transactionId,
      out_refund_no: r.outRefundNo,
      refund_id: r.refundId,
      refund_status: r.status,
      success_time: r.successTime,
      user_received_account: '支付用户零钱',
      amount: { ...r.amount, payer_total: r.amount.total, payer_refund: r.amount.refund },
    };
  }

  private signedHeaders(body: string, at: Date, key = this.keys.platformPrivateKey) {
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const nonceStr = nonce();
    return {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonceStr,
      'wechatpay-serial': this.keys.platformPublicKeyId,
      'wechatpay-signature': rsaSign(key, messageOf(timestamp, nonceStr, body)),
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  private send(res: ServerResponse, status: number, answer: object | null) {
    const body = answer === null ? '' : JSON.stringify(answer);
    // Real answers are signed with the real time; the provider checks the signature, not the clock.
    res.writeHead(status, {
      ...(answer === null ? {} : { 'content-type': 'application/json' }),
      ...this.signedHeaders(body, new Date()),
    });
    res.end(body);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const pathWithQuery = req.url ?? '/';
    const method = req.method ?? 'GET';
    const auth = parseAuthorization(String(req.headers.authorization ?? ''));
    const signed =
      auth !== null &&
      auth.mchid === this.keys.mchId &&
      auth.serial_no === this.keys.serialNo &&
      rsaVerify(
        this.keys.merchantPublicKey,
        messageOf(method, pathWithQuery, auth.timestamp ?? '', auth.nonce_str ?? '', text),
        auth.signature ?? '',
      );
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    this.received.push({ method, path: pathWithQuery, body, signed });
    if (!signed) return this.send(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    const [path = ''] = pathWithQuery.split('?');

    const open = /^\/v3\/pay\/transactions\/(jsapi|h5|native)$/.exec(path);
    if (method === 'POST' && open && body) {
      const channel = open[1] as Channel;
      const outTradeNo = String(body.out_trade_no);
      if (channel === 'jsapi' && !(body.payer as { openid?: string } | undefined)?.openid)
        return this.send(res, 400, { code: 'PARAM_ERROR', message: '缺少参数 openid' });
      if (channel === 'h5' && !(body.scene_info as { payer_client_ip?: string } | undefined)?.payer_client_ip)
        return this.send(res, 400, { code: 'PARAM_ERROR', message: '缺少参数 payer_client_ip' });
      const existing = this.transactions.get(outTradeNo);
      if (existing && existing.state !== 'NOTPAY')
        return this.send(res, 400, { code: 'ORDERPAID', message: '订单已支付或已关闭' });
      this.transactions.set(outTradeNo, {
        channel,
        body,
        state: 'NOTPAY',
        transactionId: null,
        successTime: null,
      });
      if (channel === 'jsapi') return this.send(res, 200, { prepay_id: `wx${outTradeNo.slice(0, 20)}` });
      if (channel === 'h5')
        return this.send(res, 200, {
          h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${outTradeNo.slice(0, 20)}&package=1`,
        });
      return this.send(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${outTradeNo.slice(0, 8)}` });
    }

    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
    if (method === 'GET' && query) {
      if (new URLSearchParams(pathWithQuery.split('?')[1]).get('mchid') !== this.keys.mchId)
        return this.send(res, 400, { code: 'PARAM_ERROR', message: 'mchid 不正确' });
      if (!this.transactions.has(query[1]!))
        return this.send(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return this.send(res, 200, this.transactionResource(query[1]!));
    }

    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path);
    if (method === 'POST' && close) {
      const t = this.transactions.get(close[1]!);
      if (!t) return this.send(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (t.state === 'SUCCESS') return this.send(res, 400, { code: 'ORDERPAID', message: '订单已支付' });
      t.state = 'CLOSED';
      return this.send(res, 204, null);
    }

    if (method === 'POST' && path === '/v3/refund/domestic/refunds' && body) {
      const outRefundNo = String(body.out_refund_no);
      const known = this.refunds.get(outRefundNo);
      // The same refund number is the same refund: asked again, WeChat answers it, never pays twice;
      // one that failed (closed, abnormal) is tried again under that number.
      if (known) {
        if (known.status === 'CLOSED' || known.status === 'ABNORMAL') this.ask(known);
        return this.send(res, 200, this.refundAnswer(known));
      }
      const outTradeNo = String(body.out_trade_no);
      const t = this.transactions.get(outTradeNo);
      if (t?.state !== 'SUCCESS')
        return this.send(res, 400, { code: 'INVALID_REQUEST', message: '订单未支付' });
      const amount = body.amount as { refund: number; total: number };
      if (amount.total !== (t.body.amount as { total: number }).total)
        return this.send(res, 400, { code: 'PARAM_ERROR', message: '订单金额不符' });
      const refund: Refund = {
        outRefundNo,
        outTradeNo,
        refundId: `5030${randomBytes(10).toString('hex')}`,
        amount: { refund: amount.refund, total: amount.total },
        status: 'PROCESSING',
        successTime: null,
        askedTime: '',
        asked: 0,
        notifyUrl: String(body.notify_url),
      };
      this.ask(refund);
      this.refunds.set(outRefundNo, refund);
      return this.send(res, 200, this.refundAnswer(refund));
    }

    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundQuery) {
      const r = this.refunds.get(decodeURIComponent(refundQuery[1]!));
      if (!r) return this.send(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return this.send(res, 200, this.refundAnswer(r));
    }

    if (method === 'GET' && path === '/v3/bill/tradebill') {
      const params = new URLSearchParams(pathWithQuery.split('?')[1]);
      const date = params.get('bill_date') ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || params.get('bill_type') !== 'ALL')
        return this.send(res, 400, { code: 'PARAM_ERROR', message: '参数错误' });
      const bill = this.tradeBill(date);
      if (bill === null) return this.send(res, 400, { code: 'NO_STATEMENT_EXIST', message: '账单不存在' });
      const token = randomBytes(8).toString('hex');
      this.bills.set(token, bill);
      return this.send(res, 200, {
        hash_type: 'SHA1',
        hash_value: createHash('sha1').update(bill).digest('hex'),
        download_url: `${this.base}/v3/billdownload/file?token=${token}`,
      });
    }

    if (method === 'GET' && path === '/v3/billdownload/file') {
      const bill = this.bills.get(new URLSearchParams(pathWithQuery.split('?')[1]).get('token') ?? '');
      if (bill === undefined) return this.send(res, 400, { code: 'PARAM_ERROR', message: '下载地址无效' });
      // The file is not signed: its SHA-1 came in the signed answer that gave its address.
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return void res.end(bill);
    }

    return this.send(res, 404, { code: 'NOT_FOUND', message: `no ${method} ${path}` });
  }

  /** A refund asked for (again): it comes to the next planned outcome, else it is under way. */
  private ask(r: Refund) {
    const outcome = this.refundOutcomes.get(r.outTradeNo)?.shift() ?? 'PROCESSING';
    r.asked++;
    r.askedTime = isoShanghai(this.now());
    r.status = outcome;
    if (outcome === 'SUCCESS') r.successTime = isoShanghai(this.now());
  }

  /**
   * The day's trade bill as WeChat writes it (bill_type=ALL): the payments that succeeded that day
   * and the refunds paid back (or, not yet paid back, asked for) that day, each field behind a
   * backtick; then the summary. null when the day has no trade (WeChat: NO_STATEMENT_EXIST).
   */
  tradeBill(date: string): string | null {
    const yuan = (fen: number) => (fen / 100).toFixed(2);
    const row = (cells: (string | number)[]) => cells.map((c) => `\`${c}`).join(',');
    const timeOf = (iso: string) => iso.slice(0, 19).replace('T', ' ');
    const lines: string[] = [];
    let paid = 0;
    let refunded = 0;
    for (const [outTradeNo, t] of this.transactions) {
      if (t.state !== 'SUCCESS' || !t.successTime?.startsWith(date)) continue;
      const total = (t.body.amount as { total: number }).total;
      paid += total;
      lines.push(
        row([
          timeOf(t.successTime),
          String(t.body.appid),
          this.keys.mchId,
          '0',
          '',
          t.transactionId ?? '',
          outTradeNo,
          'o-payer',
          t.channel === 'h5' ? 'MWEB' : t.channel.toUpperCase(),
          'SUCCESS',
          'OTHERS',
          'CNY',
          yuan(total),
          '0.00',
          '0',
          '0',
          '0.00',
          '0.00',
          '',
          '',
          String(t.body.description ?? ''),
          '',
          '0.00000',
          '0.60%',
          yuan(total),
          '0.00',
          '',
        ]),
      );
    }
    for (const r of this.refunds.values()) {
      const when = r.status === 'SUCCESS' ? r.successTime : r.askedTime;
      if (!when?.startsWith(date)) continue;
      const t = this.transactions.get(r.outTradeNo);
      if (r.status === 'SUCCESS') refunded += r.amount.refund;
      lines.push(
        row([
          timeOf(when),
          String(t?.body.appid ?? ''),
          this.keys.mchId,
          '0',
          '',
          t?.transactionId ?? '',
          r.outTradeNo,
          'o-payer',
          'JSAPI',
          'REFUND',
          'OTHERS',
          'CNY',
          '0.00',
          '0.00',
          r.refundId,
          r.outRefundNo,
          yuan(r.status === 'SUCCESS' ? r.amount.refund : 0),
          '0.00',
          'ORIGINAL',
          r.status,
          '',
          '',
          '0.00000',
          '0.60%',
          yuan(r.amount.total),
          yuan(r.amount.refund),
          '',
        ]),
      );
    }
    if (lines.length === 0) return null;
    return [
      '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
      ...lines,
      '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
      row([lines.length, yuan(paid), yuan(refunded), '0.00', '0.00000', yuan(paid), yuan(refunded)]),
      '',
    ].join('\r\n');
  }

  /** Requests to a path (ignoring the query), for assertions. */
  requestsTo(method: string, pathPrefix: string): Received[] {
    return this.received.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
  }
}
