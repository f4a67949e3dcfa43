import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { seedWallet } from '../../seed/wallet-data.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { getOrder, headersOf, idCardOf, packageOrder, sessionFor, submit } from '../orders/order-fixtures.ts';
import { ordersRepository } from '../orders/repository.ts';
import { scheduleRepository } from '../schedule/repository.ts';
import { paymentsRepository } from './repository.ts';
import { SandboxProvider, signNotice } from './sandbox-provider.ts';
import { createPaymentsService } from './service.ts';

let server: TestServer;
const TODAY = '2026-11-22';
// What the test environment signs with (no PAYMENT_SIGNING_SECRET given outside production).
const DEV_SECRET = 'dev-sandbox-payment-signing-secret';
let seq = 0;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

/** A new account with an online order awaiting payment (its own slot, its own person). */
async function unpaidOrder(opts: { withCoupon?: boolean } = {}) {
  const n = ++seq;
  const user = await sessionFor(server, `1370002${String(n).padStart(4, '0')}`);
  let coupon = null;
  if (opts.withCoupon) {
    await seedWallet(server.db, user.userId, TODAY);
    const list = await server.app.wallet.couponsFor(user.userId, { sysCenterId: '00-1', price: 100_000 });
    coupon = list.find((c) => c.name === '现金券¥50') ?? null;
  }
  const date = `2026-12-${String(2 + Math.floor(n / 9)).padStart(2, '0')}`;
  const slotNo = (n % 9) + 1;
  const { body, breakdown } = await packageOrder(server, {
    date,
    slotNo,
    idCardNo: idCardOf('19850505', 2 * n + 1),
    payType: 'online',
    coupon,
  });
  const answer = await submit(server, user.token, body);
  expect(answer.data).toMatchObject({ code: 0, status: 'order_hospital_payment' });
  return {
    ...user,
    orderId: answer.data.orderId as number,
    payable: breakdown.payable,
    date,
    slotNo,
    coupon,
  };
}

const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  (
    await server.app.inject({ method, url, headers: headersOf(token), ...(payload ? { payload } : {}) })
  ).json();
const prepay = (token: string, orderId: number) =>
  call(token, 'POST', '/m/wx/1/pay/prepay.json', { orderId });
const status = (token: string, payId: string) => call(token, 'GET', `/m/wx/1/pay/status.json?payId=${payId}`);
const confirm = (token: string, payId: string) =>
  call(token, 'POST', '/m/pay/sandbox/confirm.json', { payId });
const notify = async (payload: object, provider = 'sandbox') =>
  (await server.app.inject({ method: 'POST', url: `/m/pay/notify/${provider}`, payload })).json();

function signed(payId: string, amount: number, tradeNo = `T${randomUUID().replaceAll('-', '')}`) {
  const body = { payId, tradeNo, amount, paidAt: server.clock.now().toISOString() };
  return { ...body, sign: signNotice(DEV_SECRET, body) };
}

describe('paying an order online', () => {
  it('opens one pending payment per order, for what is owed, until the deadline', async () => {
    const o = await unpaidOrder();
    const first = await prepay(o.token, o.orderId);
    expect(first).toMatchObject({
      error_code: '000000',
      data: {
        orderId: o.orderId,
        amount: o.payable,
        provider: 'sandbox',
        status: 'pending',
        sysCenterName: '北京朝阳健康体检中心',
        expiresAt: new Date(server.clock.now().getTime() + 30 * 60_000).toISOString(),
      },
    });
    expect(first.data.orderNo).toMatch(/^TJ\d{14,}$/);
    expect(first.data.qrUrl).toMatch(
      new RegExp(`^http://localhost(:\\d+)?/pay\\?payId=${first.data.payId}$`),
    );
    expect(await prepay(o.token, o.orderId)).toEqual(first);
    expect(await status(o.token, first.data.payId)).toEqual(first);
  });

  it('refuses another account’s order and payment, and an order paid at the centre', async () => {
    const o = await unpaidOrder();
    const other = await sessionFor(server, '13700029999');
    expect(await prepay(other.token, o.orderId)).toMatchObject({
      error_code: 'not,found',
      error: '该订单不存在',
    });
    const { data } = await prepay(o.token, o.orderId);
    expect(await status(other.token, data.payId)).toMatchObject({
      error_code: 'not,found',
      error: '该支付单不存在',
    });
    expect(await confirm(other.token, data.payId)).toMatchObject({ error_code: 'not,found' });

    const { body } = await packageOrder(server, {
      date: '2026-12-09',
      slotNo: 1,
      idCardNo: idCardOf('19850505', 901),
    });
    const atCentre = await submit(server, other.token, body);
    expect(await prepay(other.token, atCentre.data.orderId)).toEqual({
      error_code: 'param,invalid',
      error: '该订单为到院支付，无需在线支付',
      data: null,
    });
  });

  it('is completed by the sandbox pay page: the order awaits its examination and the coupon is spent', async () => {
    const o = await unpaidOrder({ withCoupon: true });
    expect(o.coupon).not.toBeNull();
    const { data } = await prepay(o.token, o.orderId);
    const paid = await confirm(o.token, data.payId);
    expect(paid.data).toMatchObject({ payId: data.payId, status: 'paid', amount: o.payable });
    expect((await getOrder(server, o.token, o.orderId)).data).toMatchObject({
      status: 'order_hospital_examination',
      paid: o.payable,
      payDeadline: null,
    });
    const coupons = await server.app.wallet.couponsFor(o.userId, { sysCenterId: '00-1', price: 100_000 });
    // A spent coupon is no longer listed at all.
    expect(coupons.find((c) => c.id === o.coupon!.id)).toBeUndefined();
    // Pressing the button again changes nothing.
    expect((await confirm(o.token, data.payId)).data.status).toBe('paid');
    expect(await prepay(o.token, o.orderId)).toMatchObject({ error: '该订单已支付，无需重复支付' });
  });

  it('counts a notification delivered twice once, and refuses a bad signature or amount', async () => {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId);
    const notice = signed(data.payId, o.payable);

    expect(await notify({ ...notice, sign: 'f'.repeat(64) })).toEqual({
      error_code: 'pay,sign',
      error: '支付通知验签失败',
      data: null,
    });
    expect(await notify({ ...notice, amount: o.payable - 1 })).toMatchObject({ error_code: 'pay,sign' });
    const cheaper = signed(data.payId, o.payable - 1);
    expect(await notify(cheaper)).toEqual({
      error_code: 'param,invalid',
      error: '支付金额与订单金额不符',
      data: null,
    });
    expect(await notify(notice, 'wechat')).toMatchObject({
      error_code: 'not,found',
      error: '未知的支付渠道',
    });
    expect((await getOrder(server, o.token, o.orderId)).data.status).toBe('order_hospital_payment');

    const [a, b] = await Promise.all([notify(notice), notify(notice)]);
    expect(a).toEqual({ error_code: '000000', error: '', data: { received: true } });
    expect(b).toEqual(a);
    expect(await notify(notice)).toEqual(a);
    const detail = (await getOrder(server, o.token, o.orderId)).data;
    expect(detail).toMatchObject({ status: 'order_hospital_examination', paid: o.payable });
    expect((await status(o.token, data.payId)).data.status).toBe('paid');
    const history = await ordersRepository.history(server.db, o.orderId);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
      [null, 'order_hospital_payment', 'user'],
      ['order_hospital_payment', 'order_hospital_examination', 'system'],
    ]);
  });

  it('is refused once the order has run out of time, and the order stays closed', async () => {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId);
    const slot = () =>
      scheduleRepository.slot(server.db, { centreId: '00-1', date: o.date, slotNo: o.slotNo });
    const held = (await slot())!.booked;
    server.clock.advance(31 * 60_000);
    expect(await confirm(o.token, data.payId)).toEqual({
      error_code: 'param,invalid',
      error: '订单已超时关闭，请重新预约',
      data: null,
    });
    expect((await status(o.token, data.payId)).data.status).toBe('expired');
    expect((await slot())!.booked).toBe(held - 1);
    // A late notification from the provider is acknowledged but brings nothing back.
    expect((await notify(signed(data.payId, o.payable))).data).toEqual({ received: true });
    expect((await getOrder(server, o.token, o.orderId)).data).toMatchObject({
      status: 'order_closed',
      paid: 0,
    });
    expect((await slot())!.booked).toBe(held - 1);
    expect(await prepay(o.token, o.orderId)).toMatchObject({ error: '订单已超时关闭，请重新预约' });
  });

  it('closes an order whose payment arrives after the deadline, before anyone looked', async () => {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId);
    const slot = () =>
      scheduleRepository.slot(server.db, { centreId: '00-1', date: o.date, slotNo: o.slotNo });
    const held = (await slot())!.booked;
    server.clock.advance(31 * 60_000);
    expect((await notify(signed(data.payId, o.payable))).data).toEqual({ received: true });
    expect((await slot())!.booked).toBe(held - 1);
    expect((await getOrder(server, o.token, o.orderId)).data).toMatchObject({
      status: 'order_closed',
      paid: 0,
    });
    expect((await status(o.token, data.payId)).data.status).toBe('closed');
  });
});

describe('settling payments left pending', () => {
  it('expires a payment past its time that nobody confirmed, once across processes', async () => {
    // The payments earlier tests left pending are settled first, so the counts below are this one's.
    await server.app.payments.settleStuck();
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId);
    expect(await server.app.payments.settleStuck()).toBe(0);
    expect((await status(o.token, data.payId)).data.status).toBe('pending');

    server.clock.advance(31 * 60_000);
    const other = await server.variant({});
    const moved = await Promise.all([server.app.payments.settleStuck(), other.app.payments.settleStuck()]);
    expect(moved.reduce((a, b) => a + b, 0)).toBe(1);
    await other.app.close();
    expect((await paymentsRepository.find(server.db, data.payId))!.status).toBe('expired');
    // The provider's late word still closes the order and keeps the money for a refund by hand.
    expect((await notify(signed(data.payId, o.payable))).data).toEqual({ received: true });
    expect((await getOrder(server, o.token, o.orderId)).data).toMatchObject({ status: 'order_closed' });
    expect((await status(o.token, data.payId)).data.status).toBe('closed');
  });

  it('applies a payment the provider says was paid although its notification never came', async () => {
    const o = await unpaidOrder();
    const { data } = await prepay(o.token, o.orderId);
    // A provider that can be asked (the sandbox cannot: its payer is our own pay page).
    const asked = Object.assign(new SandboxProvider(DEV_SECRET), {
      queryPayment: async (payId: string) => ({
        paid: payId === data.payId,
        tradeNo: 'T-ASKED',
        amount: null,
      }),
    });
    const settler = () =>
      createPaymentsService({
        db: server.db,
        clock: server.clock.now,
        providers: new Map([['sandbox', asked]]),
        orders: server.app.orders,
        users: server.app.users,
        log: { warn() {} },
      });
    server.clock.advance(11 * 60_000);
    const moved = await Promise.all([settler().settleStuck(), settler().settleStuck()]);
    expect(moved.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await status(o.token, data.payId)).data.status).toBe('paid');
    expect((await getOrder(server, o.token, o.orderId)).data).toMatchObject({
      status: 'order_hospital_examination',
      paid: o.payable,
    });
    expect(await paymentsRepository.notificationsOf(server.db, data.payId)).toHaveLength(1);
  });
});
