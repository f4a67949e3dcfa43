import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import {
  getOrder,
  headersOf,
  idCardOf,
  packageOrder,
  sessionFor,
  submit,
} from '../../orders/order-fixtures.ts';
import { refundsRepository } from '../../refunds/repository.ts';
import type { ProviderRequest } from '../provider.ts';
import { paymentsRepository } from '../repository.ts';
import { outTradeNoOf } from '../trade-no.ts';
import { WechatPayEmulator } from '../wechatpay/emulator.ts';
import { type TestMerchant, testMerchant } from '../wechatpay/test-merchant.ts';
import { AlipayEmulator } from './emulator.ts';
import { TEST_ORIGIN, type TestAlipayApp, testAlipayApp } from './test-app.ts';

// A full cycle against a local emulator of Alipay's gateway, with WeChat Pay configured beside it
// (PAYMENT_PROVIDER=wechatpay,alipay): our requests are signed by the SDK and checked there, its
// answers and notifications signed with an Alipay key of the run and checked here.
let server: TestServer;
let app: TestAlipayApp;
let merchant: TestMerchant;
let alipay: AlipayEmulator;
let wechat: WechatPayEmulator;
let seq = 0;

beforeAll(async () => {
  app = testAlipayApp();
  merchant = testMerchant();
  alipay = new AlipayEmulator(app.emulatorKeys, () => server.clock.now());
  wechat = new WechatPayEmulator(merchant.emulatorKeys, () => server.clock.now());
  const [gateway, wechatUrl] = await Promise.all([alipay.start(), wechat.start()]);
  server = await createTestServer({
    ...merchant.env,
    ...app.env,
    PAYMENT_PROVIDER: 'wechatpay,alipay',
    ALIPAY_GATEWAY: gateway,
    WECHATPAY_BASE_URL: wechatUrl,
  });
  await seedDemoData(server.db, { today: '2026-11-22', demoAccount: false });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([alipay?.stop(), wechat?.stop()]);
  app?.remove();
  merchant?.remove();
});

const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  (
    await server.app.inject({ method, url, headers: headersOf(token), ...(payload ? { payload } : {}) })
  ).json();
const prepay = (token: string, orderId: number, provider?: string, channel?: string) =>
  call(token, 'POST', '/m/wx/1/pay/prepay.json', {
    orderId,
    ...(provider ? { provider } : {}),
    ...(channel ? { channel, returnPath: `/order/onlinePayment/1/${orderId}` } : {}),
  });
const status = (token: string, payId: string) => call(token, 'GET', `/m/wx/1/pay/status.json?payId=${payId}`);
/** What Alipay posts, posted as it is; answers the response's status, type and body as text. */
const notify = async (request: ProviderRequest, url = '/m/pay/notify/alipay') => {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: request.headers as Record<string, string>,
    payload: request.body,
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.body };
};
const TAKEN = { status: 200, body: 'success', type: 'text/plain; charset=utf-8' };

/** A new account with an online order awaiting payment, at the Beijing centre that names no provider. */
async function unpaidOrder(sysCenterId = '00-1') {
  const n = ++seq;
  const phone = `1370052${String(n).padStart(4, '0')}`;
  const user = await sessionFor(server, phone);
  const { body, breakdown } = await packageOrder(server, {
    sysCenterId,
    date: `2026-12-${String(2 + Math.floor(n / 9)).padStart(2, '0')}`,
    slotNo: (n % 9) + 1,
    idCardNo: idCardOf('19880808', 2 * n + 1),
    payType: 'online',
    coupon: null,
  });
  const answer = await submit(server, user.token, body);
  expect(answer.data).toMatchObject({ code: 0, status: 'order_hospital_payment' });
  return { ...user, orderId: answer.data.orderId as number, payable: breakdown.payable };
}

/** An order paid through Alipay's QR code, its notice taken. */
async function paidOrder() {
  const o = await unpaidOrder();
  const { data } = await prepay(o.token, o.orderId, 'alipay', 'native');
  expect(await notify(alipay.pay(outTradeNoOf(data.payId)))).toMatchObject(TAKEN);
  return { ...o, payId: data.payId as string };
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

describe('paying through Alipay beside WeChat Pay', () => {
  it('opens a signed wap.pay link in a phone browser, and pays once on the notice, answered success', async () => {
    const o = await unpaidOrder();
    const first = await prepay(o.token, o.orderId, undefined, 'h5');
    // A centre naming no provider takes both, WeChat Pay first as configured.
    expect(first.data).toMatchObject({ provider: 'wechatpay', providers: ['wechatpay', 'alipay'] });
    const answer = await prepay(o.token, o.orderId, 'alipay', 'h5');
    expect(answer.data).toMatchObject({
      provider: 'alipay',
      channel: 'h5',
      status: 'pending',
      action: { kind: 'h5' },
      providers: ['wechatpay', 'alipay'],
    });
    // Switching provider closed WeChat's payment first.
    expect((await status(o.token, first.data.payId)).data.status).toBe('closed');
    const url = new URL(answer.data.action.url);
    const biz = JSON.parse(url.searchParams.get('biz_content')!);
    expect(url.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect(url.searchParams.get('notify_url')).toBe(`${TEST_ORIGIN}/m/pay/notify/alipay`);
    expect(url.searchParams.get('return_url')).toBe(`${TEST_ORIGIN}/order/onlinePayment/1/${o.orderId}`);
    expect(biz).toMatchObject({
      out_trade_no: outTradeNoOf(answer.data.payId),
      total_amount: yuan(o.payable),
      product_code: 'QUICK_WAP_WAY',
    });
    alipay.openWapLink(answer.data.action.url); // Alipay's cashier checks the link's signature
    // A reload (no provider named, a WeChat page's channel) keeps the Alipay payment open.
    expect((await prepay(o.token, o.orderId, undefined, 'jsapi')).data.payId).toBe(answer.data.payId);

    const notice = alipay.pay(outTradeNoOf(answer.data.payId));
    expect(await notify(notice)).toEqual(TAKEN);
    expect((await status(o.token, answer.data.payId)).data).toMatchObject({ status: 'paid', action: null });
    expect((await getOrder(server, o.token, o.orderId)).data.status).toBe('order_hospital_examination');
    // Alipay repeats a notice until answered: a replay is answered again and applied once.
    expect(await notify(notice)).toEqual(TAKEN);
    expect(await paymentsRepository.notificationsOf(server.db, answer.data.payId)).toHaveLength(1);
  });

  it('draws the precreate’s qr_code for another phone, and refuses JSAPI at Alipay', async () => {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId, 'alipay', 'native');
    expect(data).toMatchObject({ provider: 'alipay', channel: 'native', action: { kind: 'native' } });
    expect(data.action.codeUrl).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const [asked] = alipay.requestsOf('alipay.trade.precreate').slice(-1);
    expect(asked).toMatchObject({
      signed: true,
      params: { notify_url: `${TEST_ORIGIN}/m/pay/notify/alipay`, sign_type: 'RSA2' },
      biz: { out_trade_no: outTradeNoOf(data.payId), total_amount: yuan(o.payable) },
    });
    expect(await prepay(o.token, o.orderId, 'alipay', 'jsapi')).toMatchObject({
      error_code: 'param,invalid',
      error: '暂不支持该支付方式，请选择其他方式支付',
    });
  });

  it('offers only what the centre’s payment codes name', async () => {
    const o = await unpaidOrder('00-85'); // online,onhospital,alipay
    const { data } = await prepay(o.token, o.orderId);
    expect(data).toMatchObject({ provider: 'alipay', channel: 'h5', providers: ['alipay'] });
    expect(await prepay(o.token, o.orderId, 'wechatpay', 'native')).toMatchObject({
      error_code: 'param,invalid',
      error: '该体检中心暂不支持此支付方式，请选择其他方式支付',
    });
    expect(await prepay(o.token, o.orderId, 'paypal')).toMatchObject({ error_code: 'param,invalid' });
  });
});

describe('Alipay notifications that must change nothing', () => {
  it('refuses a forged signature, an altered field and another app', async () => {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId, 'alipay', 'native');
    const no = outTradeNoOf(data.payId);
    const genuine = alipay.pay(no);
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const refused = [
      alipay.notification(alipay.tradeFields(no), { signWith: forger.privateKey }),
      { ...genuine, body: genuine.body.replace('trade_status=TRADE_SUCCESS', 'trade_status=TRADE_FINISHED') },
      { ...genuine, body: genuine.body.replace(/&sign=[^&]*/, '') },
      alipay.notification({ ...alipay.tradeFields(no), app_id: '2021000000000000' }),
    ];
    for (const request of refused) {
      const answer = await notify(request);
      expect(answer.body).not.toBe('success');
      expect(JSON.parse(answer.body)).toMatchObject({ error_code: 'pay,sign' });
    }
    expect((await status(o.token, data.payId)).data.status).toBe('pending');
    expect(await paymentsRepository.notificationsOf(server.db, data.payId)).toHaveLength(0);
    expect(await notify(genuine)).toEqual(TAKEN);
  });

  it('refuses a signed notice of another amount than the order’s, compared in fen exactly', async () => {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId, 'alipay', 'native');
    const no = outTradeNoOf(data.payId);
    alipay.pay(no);
    for (const total of [yuan(o.payable - 1), yuan(o.payable + 1), `${o.payable / 100}`]) {
      const answer = await notify(alipay.notification({ ...alipay.tradeFields(no), total_amount: total }));
      expect(answer.body).not.toBe('success');
    }
    expect((await status(o.token, data.payId)).data.status).toBe('pending');
    expect((await getOrder(server, o.token, o.orderId)).data.status).toBe('order_hospital_payment');
  });
});

describe('settling Alipay payments without a notice', () => {
  it('asks Alipay about a payment whose notice never came, applies it once, and takes the late notice', async () => {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId, 'alipay', 'native');
    const late = alipay.pay(outTradeNoOf(data.payId)); // paid at Alipay; the notice is held back
    server.clock.advance(11 * 60_000);
    expect(await server.app.payments.settleStuck()).toBeGreaterThanOrEqual(1);
    expect((await status(o.token, data.payId)).data.status).toBe('paid');
    expect(
      alipay.requestsOf('alipay.trade.query').some((r) => r.biz.out_trade_no === outTradeNoOf(data.payId)),
    ).toBe(true);
    expect(await notify(late)).toEqual(TAKEN);
    expect(await paymentsRepository.notificationsOf(server.db, data.payId)).toHaveLength(1);
    expect((await getOrder(server, o.token, o.orderId)).data.status).toBe('order_hospital_examination');
  });

  it('closes at Alipay a payment left unpaid past its time', async () => {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId, 'alipay', 'native');
    server.clock.advance(31 * 60_000);
    await server.app.payments.settleStuck();
    expect(alipay.trades.get(outTradeNoOf(data.payId))?.status).toBe('TRADE_CLOSED');
    expect(['expired', 'closed']).toContain((await status(o.token, data.payId)).data.status);
  });
});

describe('refunds through Alipay', () => {
  let manager: string;
  beforeAll(async () => {
    manager = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
  });
  const apply = (token: string, orderId: number) =>
    call(token, 'POST', '/m/wx/refund/apply.json', {
      orderId,
      reason: '行程有变/时间冲突',
      idempotencyKey: randomUUID(),
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

  it('asks Alipay once by the refund number, and completes it when Alipay says it is back', async () => {
    const o = await paidOrder();
    expect((await apply(o.token, o.orderId)).error_code).toBe('000000');
    expect(await approve(o.orderId)).toMatchObject({ error_code: '000000' });
    expect((await approve(o.orderId)).error_code).toBe('000000'); // a double click
    const asked = alipay
      .requestsOf('alipay.trade.refund')
      .filter((r) => r.biz.out_trade_no === outTradeNoOf(o.payId));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ signed: true, biz: { refund_amount: yuan(o.payable) } });
    const refundNo = String(asked[0]!.biz.out_request_no);
    expect((await refundsRepository.byNo(server.db, refundNo))?.status).toBe('refunding');
    // The trade's notice after the refund (it carries out_biz_no) is taken and changes no payment.
    const after = alipay.notification({
      ...alipay.tradeFields(outTradeNoOf(o.payId)),
      trade_status: 'TRADE_CLOSED',
      out_biz_no: refundNo,
      refund_fee: yuan(o.payable),
    });
    expect(await notify(after)).toEqual(TAKEN);
    // Alipay sends no refund notice of its own: the settling job asks, and the refund completes once.
    server.clock.advance(11 * 60_000);
    expect(await server.app.refunds.settleStuck()).toBeGreaterThanOrEqual(1);
    expect((await refundsRepository.byNo(server.db, refundNo))?.status).toBe('refunded');
    expect((await getOrder(server, o.token, o.orderId)).data.status).toBe('order_complete_refund');
    expect((await status(o.token, o.payId)).data.status).toBe('refunded');
    expect(
      alipay.requestsOf('alipay.trade.refund').filter((r) => r.biz.out_request_no === refundNo),
    ).toHaveLength(1);
  });
});

describe('starting in production with Alipay', () => {
  it('starts with the test keys beside WeChat Pay; refuses to start with a setting missing, naming it', async () => {
    const production = await server.variant({ NODE_ENV: 'production' });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({
        status: 'ok',
      });
      const forged = await production.app.inject({
        method: 'POST',
        url: '/m/pay/notify/alipay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'trade_status=TRADE_SUCCESS&sign=abc',
      });
      expect(forged.json()).toMatchObject({ error_code: 'pay,sign' });
    } finally {
      await production.close();
    }
    for (const name of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE']) {
      await expect(server.variant({ NODE_ENV: 'production', [name]: '' })).rejects.toThrow(
        new RegExp(`PAYMENT_PROVIDER=alipay needs ${name}`),
      );
    }
    await expect(
      server.variant({ NODE_ENV: 'production', ALIPAY_GATEWAY: 'http://openapi.alipay.com/gateway.do' }),
    ).rejects.toThrow(/ALIPAY_GATEWAY/);
  });
});
