// The console's refunds (docs/operators.md "Refunds"): the centre's list with each order's payments
// and refunds, a stale decision refused, and the desk's refund of a checked-in order (the person
// cannot apply once checked in): in part or whole, never above what is left, once per key.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { seedWallet } from '../../seed/wallet-data.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { throughDesk } from '../orders/desk-fixtures.ts';
import {
  headersOf,
  idCardOf,
  packageOrder,
  sessionFor,
  slotAllocator,
  submit,
} from '../orders/order-fixtures.ts';
import { ordersRepository } from '../orders/repository.ts';
import { paymentsRepository } from '../payments/repository.ts';
import { walletRepository } from '../wallet/repository.ts';
import { refundsRepository } from './repository.ts';

let server: TestServer;
const TODAY = '2026-11-22';
let seq = 0;
let manager: string;
const place = slotAllocator('2026-12-07');

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  manager = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
});
afterAll(async () => {
  await server.close();
});

const userCall = async (token: string, url: string, payload: object) =>
  (await server.app.inject({ method: 'POST', url, headers: headersOf(token), payload })).json();
const opGet = async (token: string, url: string) =>
  (await server.app.inject({ method: 'GET', url, headers: operatorHeaders(token) })).json();
const opPost = async (token: string, url: string, payload: object) =>
  (await server.app.inject({ method: 'POST', url, headers: operatorHeaders(token), payload })).json();
const list = (query: string, token = manager) =>
  opGet(token, `/m/operator/refunds.json?sysCenterId=00-1${query}`);
const picture = (orderId: number) => opGet(manager, `/m/operator/refunds/order.json?orderId=${orderId}`);
const deskRefund = (body: object, token = manager) => opPost(token, '/m/operator/refunds/desk.json', body);

/** A new account's online order paid through the sandbox, with the ¥50 coupon and a ¥200 card. */
async function paidOrder(name = '欧阳娜娜') {
  const n = ++seq;
  const user = await sessionFor(server, `1370044${String(n).padStart(4, '0')}`);
  await seedWallet(server.db, user.userId, TODAY);
  const coupon = (
    await server.app.wallet.couponsFor(user.userId, { sysCenterId: '00-1', price: 100_000 })
  ).find((c) => c.name === '现金券¥50')!;
  const cardNo = `77004400${String(user.userId).padStart(8, '0')}`;
  await walletRepository.issueCard(server.db, {
    userId: user.userId,
    cardNo,
    amount: 20_000,
    expiryDate: '2027-12-31',
  });
  const card = (await server.app.wallet.cardsFor(user.userId, '00-1')).available.find(
    (c) => c.cardNo === cardNo,
  )!;
  const at = place();
  const { body, breakdown } = await packageOrder(server, {
    ...at,
    name,
    idCardNo: idCardOf('19870707', 2 * n + 1),
    payType: 'online',
    coupon,
    cards: [card],
  });
  const answer = await submit(server, user.token, body);
  expect(answer.data?.code, JSON.stringify(answer)).toBe(0);
  const orderId = answer.data.orderId as number;
  const prepay = await userCall(user.token, '/m/wx/1/pay/prepay.json', { orderId });
  const paid = await userCall(user.token, '/m/pay/sandbox/confirm.json', { payId: prepay.data.payId });
  expect(paid.data.status).toBe('paid');
  return {
    ...user,
    orderId,
    orderNo: answer.data.orderNo as string,
    payable: breakdown.payable,
    cardNo,
    ...at,
  };
}

const apply = (o: { token: string; orderId: number }) =>
  userCall(o.token, '/m/wx/refund/apply.json', {
    orderId: o.orderId,
    reason: '行程有变/时间冲突',
    idempotencyKey: randomUUID(),
  });

describe('the refund list', () => {
  it('lists the centre’s refunds newest first, by state, with the order masked, its payments and its refunds', async () => {
    const first = await paidOrder('欧阳娜娜');
    const second = await paidOrder('陈小春');
    expect((await apply(first)).data.status).toBe('applied');
    expect((await apply(second)).data.status).toBe('applied');

    const applied = await list('&status=applied');
    expect(applied.error_code).toBe('000000');
    const mine = applied.data.list.filter((r: { order: { id: number } }) =>
      [first.orderId, second.orderId].includes(r.order.id),
    );
    expect(mine.map((r: { order: { id: number } }) => r.order.id)).toEqual([second.orderId, first.orderId]);
    const row = mine[1];
    expect(row).toMatchObject({
      kind: 'order',
      status: 'applied',
      statusName: '退款申请中',
      amount: first.payable,
      cardAmount: 20_000,
      couponReturned: true,
      reason: '行程有变/时间冲突',
      decidedAt: null,
      order: {
        id: first.orderId,
        orderNo: first.orderNo,
        name: '欧**娜',
        examDate: first.date,
        checkedIn: false,
        paid: first.payable,
        cardPaid: 20_000,
        couponName: '现金券¥50',
        couponDiscount: 5_000,
      },
      refundableOnline: first.payable,
    });
    expect(row.payments).toEqual([
      { method: 'online', label: '在线支付', amount: first.payable, at: expect.any(String) },
      {
        method: 'card',
        label: `体检卡 尾号${first.cardNo.slice(-4)}`,
        amount: 20_000,
        at: expect.any(String),
      },
      { method: 'coupon', label: '现金券¥50', amount: 5_000, at: expect.any(String) },
    ]);
    expect(row.refunds).toHaveLength(1);
    expect(JSON.stringify(applied)).not.toContain('欧阳娜娜');
    expect(applied.data).toMatchObject({ page: 1, pageSize: 20 });
    expect((await list('&status=applied&page=2')).data.list).toEqual([]);
    expect((await list('&status=refused')).data.list).toEqual([]);
    expect(await list('&status=nope')).toMatchObject({
      error_code: 'param,invalid',
      error: '退款状态不正确',
    });
  });

  it('refuses a decision on a refund decided meanwhile with words a stale screen can show', async () => {
    const o = await paidOrder();
    await apply(o);
    const decide = (approve: boolean) =>
      opPost(manager, '/m/operator/refunds/decide.json', { orderId: o.orderId, approve, reason: '已体检' });
    expect((await decide(true)).data.status).toBe('refunded');
    expect(await decide(false)).toMatchObject({
      error_code: 'param,invalid',
      error: '该退款申请已同意退款，不能再拒绝',
    });
    const refunded = (await list('&status=refunded')).data.list.find(
      (r: { order: { id: number } }) => r.order.id === o.orderId,
    );
    expect(refunded).toMatchObject({
      status: 'refunded',
      decidedBy: expect.any(Number),
      refundedAt: expect.any(String),
    });
  });

  it('is the manager’s, at their own centre', async () => {
    const desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
    const elsewhere = await operatorToken(server.app, { centreId: '00-16', role: 'manager' });
    for (const token of [desk, elsewhere]) {
      expect(await list('', token)).toMatchObject({ error_code: 'operator,forbidden' });
    }
  });
});

describe('refunding a checked-in order at the desk', () => {
  it('gives back part, then the rest, through the payment; the order stays; the person could not apply', async () => {
    const o = await paidOrder();
    await throughDesk(server, o, { examine: false });
    // The person cannot: the centre has used the order.
    expect(await apply(o)).toMatchObject({ error: '该订单没有可退的金额' });
    expect((await picture(o.orderId)).data).toMatchObject({
      order: { checkedIn: true, status: 'order_hospital_examination' },
      refundableOnline: o.payable,
      deskRefusal: null,
    });

    const part = await deskRefund({
      orderId: o.orderId,
      amount: 3_000,
      reason: '胃镜未做',
      idempotencyKey: randomUUID(),
    });
    expect(part.error_code, part.error).toBe('000000');
    expect(part.data).toMatchObject({
      kind: 'desk',
      status: 'refunded',
      amount: 3_000,
      reason: '胃镜未做',
      decidedBy: expect.any(Number),
      refundableOnline: o.payable - 3_000,
    });
    const order = (await ordersRepository.find(server.db, o.userId, o.orderId))!;
    expect(order.status).toBe('order_hospital_examination');
    const payId = (await server.app.payments.paidPaymentOf(server.db, o.orderId))!.payId;
    expect((await paymentsRepository.find(server.db, payId))!.status).toBe('paid');

    expect(
      await deskRefund({
        orderId: o.orderId,
        amount: o.payable,
        reason: '全部退回',
        idempotencyKey: randomUUID(),
      }),
    ).toMatchObject({
      error_code: 'param,invalid',
      error: `退款金额不能超过可退金额¥${((o.payable - 3_000) / 100).toFixed(2)}`,
    });
    const rest = await deskRefund({
      orderId: o.orderId,
      amount: o.payable - 3_000,
      reason: '全部退回',
      idempotencyKey: randomUUID(),
    });
    expect(rest.data).toMatchObject({
      status: 'refunded',
      refundableOnline: 0,
      deskRefusal: '该订单没有可退的在线支付金额',
    });
    expect(rest.data.refunds.map((r: { amount: number }) => r.amount)).toEqual([3_000, o.payable - 3_000]);
    expect((await paymentsRepository.find(server.db, payId))!.status).toBe('refunded');
    expect(
      await deskRefund({ orderId: o.orderId, amount: 1, reason: '再退', idempotencyKey: randomUUID() }),
    ).toMatchObject({ error: '该订单没有可退的在线支付金额' });
    // The cards' and the coupon's share is not the desk's to give back: the card keeps its debit.
    expect((await walletRepository.ledgerOf(server.db, o.orderId)).map((l) => l.reason)).toEqual(['debit']);
    const audit = await server.app.operators.auditOf('order', String(o.orderId));
    expect(audit.filter((a) => a.action === 'refund.desk').map((a) => a.outcome)).toEqual([
      'ok',
      `退款金额不能超过可退金额¥${((o.payable - 3_000) / 100).toFixed(2)}`,
      'ok',
      '该订单没有可退的在线支付金额',
    ]);
  });

  it('answers a retried request with the first refund, and changes nothing the second time', async () => {
    const o = await paidOrder();
    await throughDesk(server, o, { examine: true });
    const key = randomUUID();
    const once = await deskRefund({
      orderId: o.orderId,
      amount: 2_000,
      reason: '项目未做',
      idempotencyKey: key,
    });
    const again = await deskRefund({
      orderId: o.orderId,
      amount: 2_000,
      reason: '项目未做',
      idempotencyKey: key,
    });
    expect(again.data.refundNo).toBe(once.data.refundNo);
    expect(await refundsRepository.ofOrder(server.db, o.orderId)).toHaveLength(1);
    expect(
      (await list('&status=refunded')).data.list.filter(
        (r: { refundNo: string }) => r.refundNo === once.data.refundNo,
      ),
    ).toHaveLength(1);
  });

  it('refuses an order not checked in, a missing reason, and the wrong people', async () => {
    const o = await paidOrder();
    expect(
      await deskRefund({ orderId: o.orderId, amount: 100, reason: '提前退', idempotencyKey: randomUUID() }),
    ).toMatchObject({ error_code: 'param,invalid', error: '该订单尚未签到，请由用户在线申请退款' });
    expect((await picture(o.orderId)).data.deskRefusal).toBe('该订单尚未签到，请由用户在线申请退款');
    expect(
      await deskRefund({ orderId: o.orderId, amount: 100, reason: '  ', idempotencyKey: randomUUID() }),
    ).toMatchObject({ error: '请填写退款原因' });
    expect(
      await deskRefund({ orderId: o.orderId, amount: 0, reason: '退', idempotencyKey: randomUUID() }),
    ).toMatchObject({ error: '退款金额须大于0' });
    const desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
    const elsewhere = await operatorToken(server.app, { centreId: '00-16', role: 'manager' });
    for (const token of [desk, elsewhere]) {
      expect(
        await deskRefund(
          { orderId: o.orderId, amount: 100, reason: '退', idempotencyKey: randomUUID() },
          token,
        ),
      ).toMatchObject({ error_code: 'operator,forbidden' });
    }
    expect(await refundsRepository.ofOrder(server.db, o.orderId)).toEqual([]);
  });
});
