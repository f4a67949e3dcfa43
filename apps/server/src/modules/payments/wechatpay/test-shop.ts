// Test support: a test server paying through the WeChat Pay emulator, with the few steps the settling
// suites take (an unpaid or paid order, prepay, the refund's application and approval).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { JobQueue, SendOptions } from '../../../module-system/jobs.ts';
import { seedDemoData } from '../../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { headersOf, idCardOf, packageOrder, sessionFor, submit } from '../../orders/order-fixtures.ts';
import type { ProviderRequest } from '../provider.ts';
import { outTradeNoOf } from '../trade-no.ts';
import { WechatPayEmulator } from './emulator.ts';
import { testMerchant } from './test-merchant.ts';

/** A job queue that keeps what is sent, for a test that runs a task by hand. */
export function recordingJobs() {
  const sent: { queue: string; data: object; options: SendOptions }[] = [];
  const jobs: JobQueue = {
    async send(queue, data = {}, options = {}) {
      sent.push({ queue, data, options });
      return randomUUID();
    },
  };
  return { jobs, sent };
}

/**
 * A test server whose payments go through a local WeChat Pay emulator, seeded with the demo centres.
 * `phonePrefix` is 7 digits: the accounts made are that prefix and a 4-digit sequence.
 */
export async function wechatShop(phonePrefix: string) {
  const merchant = testMerchant();
  let server: TestServer | undefined;
  const emulator = new WechatPayEmulator(merchant.emulatorKeys, () => server!.clock.now());
  const emulatorUrl = await emulator.start();
  server = await createTestServer({ ...merchant.env, WECHATPAY_BASE_URL: emulatorUrl });
  await seedDemoData(server.db, { today: '2026-11-22', demoAccount: false });
  const s = server;
  let seq = 0;

  const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    (await s.app.inject({ method, url, headers: headersOf(token), ...(payload ? { payload } : {}) })).json();
  /** What WeChat posts, posted as it is: the headers and the body byte for byte. */
  const post = async (url: string, request: ProviderRequest) =>
    (
      await s.app.inject({
        method: 'POST',
        url,
        headers: request.headers as Record<string, string>,
        payload: request.body,
      })
    ).json();
  const notifyPaid = (request: ProviderRequest) => post('/m/pay/notify/wechatpay', request);
  const notifyRefund = (request: ProviderRequest) => post('/m/pay/refund-notify/wechatpay', request);
  /** The whole answer; without a channel the provider's first (JSAPI). */
  const prepay = (token: string, orderId: number, channel?: string) =>
    call(token, 'POST', '/m/wx/1/pay/prepay.json', {
      orderId,
      ...(channel ? { channel, returnPath: `/order/onlinePayment/1/${orderId}` } : {}),
    });
  const status = (token: string, payId: string) =>
    call(token, 'GET', `/m/wx/1/pay/status.json?payId=${payId}`);

  /** A new account signed in through WeChat (its openid kept), with an online order awaiting payment. */
  async function unpaidOrder(opts: { wechat?: boolean } = {}) {
    const n = ++seq;
    const phone = `${phonePrefix}${String(n).padStart(4, '0')}`;
    const user = await sessionFor(s, phone);
    const openid = `oWx-test-${n}`;
    if (opts.wechat !== false) await s.app.users.ensureByPhone(phone, openid);
    const { body, breakdown } = await packageOrder(s, {
      date: `2026-12-${String(2 + Math.floor(n / 9)).padStart(2, '0')}`,
      slotNo: (n % 9) + 1,
      idCardNo: idCardOf('19870707', 2 * n + 1),
      payType: 'online',
      coupon: null,
    });
    const answer = await submit(s, user.token, body);
    expect(answer.data).toMatchObject({ code: 0, status: 'order_hospital_payment' });
    return { ...user, openid, orderId: answer.data.orderId as number, payable: breakdown.payable };
  }

  /** An order paid at WeChat through JSAPI; its notice delivered unless `notice: false`. */
  async function paidOrder(opts: { notice?: boolean } = {}) {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId, 'jsapi');
    const notice = emulator.pay(outTradeNoOf(data.payId));
    if (opts.notice !== false) expect(await notifyPaid(notice)).toMatchObject({ error_code: '000000' });
    return { ...o, payId: data.payId as string };
  }

  let manager: string | undefined;
  /** The person applies, a manager approves: WeChat is asked for the refund; answers its number. */
  async function refunded(orderId: number, token: string): Promise<string> {
    expect(
      await call(token, 'POST', '/m/wx/refund/apply.json', {
        orderId,
        reason: '行程有变/时间冲突',
        idempotencyKey: randomUUID(),
      }),
    ).toMatchObject({ error_code: '000000' });
    manager ??= await operatorToken(s.app, { centreId: '00-1', role: 'manager' });
    const decided = await s.app.inject({
      method: 'POST',
      url: '/m/operator/refunds/decide.json',
      headers: operatorHeaders(manager),
      payload: { orderId, approve: true },
    });
    expect(decided.json()).toMatchObject({ error_code: '000000' });
    return decided.json().data.refundNo as string;
  }

  return {
    server: s,
    merchant,
    emulator,
    call,
    post,
    notifyPaid,
    notifyRefund,
    prepay,
    status,
    unpaidOrder,
    paidOrder,
    refunded,
    async close() {
      await s.close();
      await emulator.stop();
      merchant.remove();
    },
  };
}

export type WechatShop = Awaited<ReturnType<typeof wechatShop>>;
