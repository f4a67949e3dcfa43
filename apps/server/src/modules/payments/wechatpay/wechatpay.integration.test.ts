import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { operatorHeaders, operatorToken } from '../../../test/operator-helpers.ts';
import { type TestServer, testEnv } from '../../../test/test-server.ts';
import { getOrder } from '../../orders/order-fixtures.ts';
import { refundsRepository } from '../../refunds/repository.ts';
import { paymentsRepository } from '../repository.ts';
import { createPaymentsService } from '../service.ts';
import { outTradeNoOf } from '../trade-no.ts';
import type { WechatPayEmulator } from './emulator.ts';
import { messageOf, rsaVerify } from './signing.ts';
import { TEST_ORIGIN, type TestMerchant } from './test-merchant.ts';
import { type WechatShop, wechatShop } from './test-shop.ts';
import { WechatPayProvider } from './wechatpay-provider.ts';

// A full cycle against a local emulator of WeChat Pay's v3 endpoints: our requests are signed and
// checked there, its answers and notifications signed with the platform key and checked here.
let shop: WechatShop;
let server: TestServer;
let merchant: TestMerchant;
let emulator: WechatPayEmulator;
let manager: string;

beforeAll(async () => {
  shop = await wechatShop('1370051');
  ({ server, merchant, emulator } = shop);
});
afterAll(async () => {
  await shop?.close();
});

const call: WechatShop['call'] = (...args) => shop.call(...args);
const prepay: WechatShop['prepay'] = (...args) => shop.prepay(...args);
const status: WechatShop['status'] = (...args) => shop.status(...args);
const notifyPaid: WechatShop['notifyPaid'] = (request) => shop.notifyPaid(request);
const notifyRefund: WechatShop['notifyRefund'] = (request) => shop.notifyRefund(request);
const unpaidOrder: WechatShop['unpaidOrder'] = (opts) => shop.unpaidOrder(opts);
const paidOrder = () => shop.paidOrder();

const SIGN_REFUSED = { error_code: 'pay,sign', data: null };

describe('paying through WeChat Pay', () => {
  it('opens a JSAPI payment with the openid of the WeChat sign-in, signed, and pays it once on the notice', async () => {
    const o = await unpaidOrder();
    const answer = await prepay(o.token, o.orderId, 'jsapi');
    expect(answer).toMatchObject({
      error_code: '000000',
      data: {
        provider: 'wechatpay',
        channel: 'jsapi',
        status: 'pending',
        amount: o.payable,
        action: { kind: 'jsapi' },
      },
    });
    const [opened] = emulator.requestsTo('POST', '/v3/pay/transactions/jsapi').slice(-1);
    expect(opened).toMatchObject({
      signed: true,
      body: {
        appid: merchant.emulatorKeys.appId,
        mchid: merchant.emulatorKeys.mchId,
        out_trade_no: outTradeNoOf(answer.data.payId),
        notify_url: `${TEST_ORIGIN}/m/pay/notify/wechatpay`,
        amount: { total: o.payable, currency: 'CNY' },
        payer: { openid: o.openid },
      },
    });
    // The pay parameters WeixinJSBridge takes, signed with the merchant's key.
    const { params } = answer.data.action;
    expect(params).toMatchObject({ appId: merchant.emulatorKeys.appId, signType: 'RSA' });
    expect(params.package).toMatch(/^prepay_id=wx/);
    expect(
      rsaVerify(
        merchant.merchantPublicKey,
        messageOf(params.appId, params.timeStamp, params.nonceStr, params.package),
        params.paySign,
      ),
    ).toBe(true);
    // Asked again (a reload): the same payment, nothing opened twice.
    expect((await prepay(o.token, o.orderId, 'jsapi')).data.payId).toBe(answer.data.payId);
    expect(
      emulator
        .requestsTo('POST', '/v3/pay/transactions/jsapi')
        .filter((r) => r.body?.out_trade_no === outTradeNoOf(answer.data.payId)),
    ).toHaveLength(1);

    const notice = emulator.pay(outTradeNoOf(answer.data.payId));
    expect(await notifyPaid(notice)).toEqual({ error_code: '000000', error: '', data: { received: true } });
    expect((await status(o.token, answer.data.payId)).data).toMatchObject({ status: 'paid', action: null });
    expect((await getOrder(server, o.token, o.orderId)).data).toMatchObject({
      status: 'order_hospital_examination',
      paid: o.payable,
    });
    // The same notice again (WeChat retries until answered): applied once.
    expect(await notifyPaid(notice)).toMatchObject({ error_code: '000000' });
    expect(await paymentsRepository.notificationsOf(server.db, answer.data.payId)).toHaveLength(1);
  });

  it('opens an H5 payment with the payer’s address, returning to the order’s page', async () => {
    const o = await unpaidOrder();
    const answer = await prepay(o.token, o.orderId, 'h5');
    expect(answer.data.action.kind).toBe('h5');
    expect(answer.data.action.url).toContain(
      `&redirect_url=${encodeURIComponent(`${TEST_ORIGIN}/order/onlinePayment/1/${o.orderId}`)}`,
    );
    const [opened] = emulator.requestsTo('POST', '/v3/pay/transactions/h5').slice(-1);
    expect(opened?.body).toMatchObject({
      scene_info: { payer_client_ip: '127.0.0.1', h5_info: { type: 'Wap' } },
    });
  });

  it('switching to the QR page closes the JSAPI payment at WeChat and opens a Native one', async () => {
    const o = await unpaidOrder();
    const first = (await prepay(o.token, o.orderId, 'jsapi')).data;
    const native = (await prepay(o.token, o.orderId, 'native')).data;
    expect(native.payId).not.toBe(first.payId);
    expect(native.action).toEqual({ kind: 'native', codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\//) });
    expect(emulator.transactions.get(outTradeNoOf(first.payId))?.state).toBe('CLOSED');
    expect((await status(o.token, first.payId)).data.status).toBe('closed');
  });

  it('refuses JSAPI to an account without a WeChat sign-in, and an unknown channel', async () => {
    const o = await unpaidOrder({ wechat: false });
    expect(await prepay(o.token, o.orderId, 'jsapi')).toMatchObject({
      error_code: 'param,invalid',
      error: '未获取到您的微信授权，请在微信中重新打开页面后支付',
    });
    expect(await prepay(o.token, o.orderId, 'alipay')).toMatchObject({ error_code: 'param,invalid' });
    expect(
      emulator
        .requestsTo('POST', '/v3/pay/transactions/')
        .filter((r) => r.body?.payer && (r.body.payer as { openid?: string }).openid === o.openid),
    ).toHaveLength(0);
  });
});

describe('notifications that must change nothing', () => {
  it('refuses a forged signature, a tampered body, an unknown key id and a replayed old notice', async () => {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId, 'native');
    const genuine = emulator.pay(outTradeNoOf(data.payId));
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = emulator.notification(
      'TRANSACTION.SUCCESS',
      'transaction',
      emulator.transactionResource(outTradeNoOf(data.payId)),
      {
        signWith: forger.privateKey,
      },
    );
    expect(await notifyPaid(forged)).toMatchObject(SIGN_REFUSED);
    // Logged with why, never with the body or a key.
    const warned: [object, string][] = [];
    const watched = createPaymentsService({
      db: server.db,
      clock: server.clock.now,
      providers: new Map([
        ['wechatpay', new WechatPayProvider(loadConfig(testEnv(merchant.env)).payment.wechatpay!)],
      ]),
      orders: server.app.orders,
      users: server.app.users,
      log: { warn: (details, message) => warned.push([details, message]) },
    });
    await expect(watched.notify('wechatpay', forged)).rejects.toThrow('支付通知验签失败');
    expect(warned).toEqual([
      [{ provider: 'wechatpay', reason: 'bad signature' }, 'payment notification refused'],
    ]);
    expect(
      await notifyPaid({
        ...genuine,
        body: genuine.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" '),
      }),
    ).toMatchObject(SIGN_REFUSED);
    expect(
      await notifyPaid({
        ...genuine,
        headers: { ...genuine.headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' },
      }),
    ).toMatchObject(SIGN_REFUSED);
    expect(
      await notifyPaid({ headers: { 'content-type': 'application/json' }, body: genuine.body }),
    ).toMatchObject(SIGN_REFUSED);
    const stale = emulator.notification(
      'TRANSACTION.SUCCESS',
      'transaction',
      emulator.transactionResource(outTradeNoOf(data.payId)),
      {
        at: new Date(server.clock.now().getTime() - 6 * 60_000),
      },
    );
    expect(await notifyPaid(stale)).toMatchObject(SIGN_REFUSED);
    expect((await status(o.token, data.payId)).data.status).toBe('pending');
    expect(await paymentsRepository.notificationsOf(server.db, data.payId)).toHaveLength(0);
    // The genuine one still counts.
    expect(await notifyPaid(genuine)).toMatchObject({ error_code: '000000' });
    expect((await status(o.token, data.payId)).data.status).toBe('paid');
  });

  it('refuses an amount other than the order’s', async () => {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId, 'native');
    emulator.pay(outTradeNoOf(data.payId));
    const resource = emulator.transactionResource(outTradeNoOf(data.payId));
    const cheaper = emulator.notification('TRANSACTION.SUCCESS', 'transaction', {
      ...resource,
      amount: { total: 1, payer_total: 1, currency: 'CNY', payer_currency: 'CNY' },
    });
    expect(await notifyPaid(cheaper)).toMatchObject({
      error_code: 'param,invalid',
      error: '支付金额与订单金额不符',
    });
    expect((await status(o.token, data.payId)).data.status).toBe('pending');
    expect((await getOrder(server, o.token, o.orderId)).data.status).toBe('order_hospital_payment');
  });
});

describe('settling without a notice', () => {
  it('asks WeChat about a payment whose notice never came, and applies it once', async () => {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId, 'jsapi');
    emulator.pay(outTradeNoOf(data.payId)); // paid at WeChat; the notice is lost
    server.clock.advance(11 * 60_000);
    expect(await server.app.payments.settleStuck()).toBeGreaterThanOrEqual(1);
    expect((await status(o.token, data.payId)).data.status).toBe('paid');
    expect((await getOrder(server, o.token, o.orderId)).data.status).toBe('order_hospital_examination');
    expect(
      emulator.requestsTo('GET', `/v3/pay/transactions/out-trade-no/${outTradeNoOf(data.payId)}`).length,
    ).toBeGreaterThan(0);
  });

  it('closes at WeChat a payment left unpaid past its time', async () => {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId, 'h5');
    server.clock.advance(31 * 60_000);
    await server.app.payments.settleStuck();
    expect(emulator.transactions.get(outTradeNoOf(data.payId))?.state).toBe('CLOSED');
    expect(
      emulator.requestsTo('POST', `/v3/pay/transactions/out-trade-no/${outTradeNoOf(data.payId)}/close`),
    ).toHaveLength(1);
    expect(['expired', 'closed']).toContain((await status(o.token, data.payId)).data.status);
  });
});

describe('refunds through WeChat Pay', () => {
  const apply = (token: string, orderId: number) =>
    call(token, 'POST', '/m/wx/refund/apply.json', {
      orderId,
      reason: '行程有变/时间冲突',
      idempotencyKey: randomUUID(),
    });
  // Signed in afresh: the tests before moved the clock past a staff session's 30 idle minutes.
  beforeAll(async () => {
    manager = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
  });
  const approve = async (orderId: number) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/m/operator/refunds/decide.json',
        headers: operatorHeaders(manager),
        payload: { orderId, approve: true },
      })
    ).json();

  it('asks WeChat once, and completes the refund on its notice, once', async () => {
    const o = await paidOrder();
    expect((await apply(o.token, o.orderId)).error_code).toBe('000000');
    const decided = await approve(o.orderId);
    expect(decided, JSON.stringify(decided)).toMatchObject({ error_code: '000000' });
    expect((await approve(o.orderId)).error_code).toBe('000000'); // a double click
    const asked = emulator
      .requestsTo('POST', '/v3/refund/domestic/refunds')
      .filter((r) => r.body?.out_trade_no === outTradeNoOf(o.payId));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      signed: true,
      body: {
        notify_url: `${TEST_ORIGIN}/m/pay/refund-notify/wechatpay`,
        amount: { refund: o.payable, total: o.payable, currency: 'CNY' },
      },
    });
    const refundNo = String(asked[0]!.body!.out_refund_no);
    const notice = emulator.completeRefund(refundNo);
    expect(await notifyRefund(notice)).toMatchObject({ error_code: '000000', data: { received: true } });
    expect(await notifyRefund(notice)).toMatchObject({ error_code: '000000' });
    expect((await refundsRepository.byNo(server.db, refundNo))?.status).toBe('refunded');
    expect((await getOrder(server, o.token, o.orderId)).data.status).toBe('order_complete_refund');
    expect((await status(o.token, o.payId)).data.status).toBe('refunded');
  });

  it('settles by asking WeChat a refund whose notice never came, and refuses a forged refund notice', async () => {
    const o = await paidOrder();
    await apply(o.token, o.orderId);
    await approve(o.orderId);
    const refundNo = String(
      emulator
        .requestsTo('POST', '/v3/refund/domestic/refunds')
        .find((r) => r.body?.out_trade_no === outTradeNoOf(o.payId))!.body!.out_refund_no,
    );
    const genuine = emulator.completeRefund(refundNo);
    expect(await notifyRefund({ ...genuine, body: genuine.body.replace('}', ' }') })).toMatchObject(
      SIGN_REFUSED,
    );
    expect((await refundsRepository.byNo(server.db, refundNo))?.status).toBe('refunding');
    server.clock.advance(11 * 60_000);
    expect(await server.app.refunds.settleStuck()).toBeGreaterThanOrEqual(1);
    expect((await refundsRepository.byNo(server.db, refundNo))?.status).toBe('refunded');
    expect(
      emulator
        .requestsTo('POST', '/v3/refund/domestic/refunds')
        .filter((r) => r.body?.out_refund_no === refundNo),
    ).toHaveLength(1);
  });
});

describe('starting in production with WeChat Pay', () => {
  it('starts with the test keys and takes WeChat’s notices only; refuses to start with a setting missing', async () => {
    const production = await server.variant({ NODE_ENV: 'production' });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({
        status: 'ok',
      });
      const forged = await production.app.inject({
        method: 'POST',
        url: '/m/pay/notify/wechatpay',
        headers: { 'content-type': 'application/json' },
        payload: '{"event_type":"TRANSACTION.SUCCESS"}',
      });
      expect(forged.json()).toMatchObject(SIGN_REFUSED);
      const sandbox = await production.app.inject({
        method: 'POST',
        url: '/m/pay/notify/sandbox',
        payload: {},
      });
      expect(sandbox.json()).toMatchObject({ error_code: 'not,found' });
    } finally {
      await production.close();
    }
    await expect(server.variant({ NODE_ENV: 'production', WECHATPAY_MCH_ID: '' })).rejects.toThrow(
      /PAYMENT_PROVIDER=wechatpay needs WECHATPAY_MCH_ID/,
    );
  });
});
