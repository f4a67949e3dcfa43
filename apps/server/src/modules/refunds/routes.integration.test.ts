import { randomUUID } from 'node:crypto';
import type { Coupon, ExamCard } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { seedWallet } from '../../seed/wallet-data.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { headersOf, idCardOf, packageOrder, sessionFor, submit } from '../orders/order-fixtures.ts';
import { ordersRepository } from '../orders/repository.ts';
import { paymentsRepository } from '../payments/repository.ts';
import { SandboxProvider, signRefundNotice } from '../payments/sandbox-provider.ts';
import { scheduleRepository } from '../schedule/repository.ts';
import { walletRepository } from '../wallet/repository.ts';
import { refundsRepository } from './repository.ts';

let server: TestServer;
// The test server's clock: Sunday 2026-11-22 09:00 in Shanghai.
const TODAY = '2026-11-22';
// What the test environment signs with (no PAYMENT_SIGNING_SECRET given outside production).
const DEV_SECRET = 'dev-sandbox-payment-signing-secret';
const sandbox = new SandboxProvider(DEV_SECRET);
let seq = 0;
let manager: string;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  manager = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
});
afterAll(async () => {
  await server.close();
});

const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  (
    await server.app.inject({ method, url, headers: headersOf(token), ...(payload ? { payload } : {}) })
  ).json();
const quote = (token: string, orderId: number) =>
  call(token, 'GET', `/m/wx/refund/quote.json?orderId=${orderId}`);
const apply = (
  token: string,
  orderId: number,
  key = randomUUID(),
  reason = '行程有变/时间冲突',
  remark?: string,
) =>
  call(token, 'POST', '/m/wx/refund/apply.json', {
    orderId,
    reason,
    idempotencyKey: key,
    ...(remark === undefined ? {} : { remark }),
  });
const detail = (token: string, orderId: number) =>
  call(token, 'GET', `/m/wx/refund/detail.json?orderId=${orderId}`);
const withdraw = (token: string, orderId: number) =>
  call(token, 'POST', '/m/wx/refund/withdraw.json', { orderId });
const decide = async (opToken: string, body: object) =>
  (
    await server.app.inject({
      method: 'POST',
      url: '/m/operator/refunds/decide.json',
      headers: operatorHeaders(opToken),
      payload: body,
    })
  ).json();
const notify = async (payload: object, provider = 'sandbox') =>
  (await server.app.inject({ method: 'POST', url: `/m/pay/refund-notify/${provider}`, payload })).json();

const ERROR = (error: string) => ({ error_code: 'param,invalid', error, data: null });
const NOT_FOUND = (error: string) => ({ error_code: 'not,found', error, data: null });

/** Every booking its own slot, from 2026-12-02 on, skipping Sundays. */
function nextPlace(n: number) {
  let day = 0;
  let k = n;
  for (let d = 0; ; d++) {
    const date = new Date(Date.parse('2026-12-02T00:00:00Z') + d * 86_400_000);
    if (date.getUTCDay() === 0) continue;
    if (k < 9) {
      day = d;
      break;
    }
    k -= 9;
  }
  const date = new Date(Date.parse('2026-12-02T00:00:00Z') + day * 86_400_000).toISOString().slice(0, 10);
  return { date, slotNo: k + 1 };
}

interface Booked {
  token: string;
  userId: number;
  orderId: number;
  payable: number;
  cardPaid: number;
  coupon: Coupon | null;
  card: ExamCard | null;
  date: string;
  slotNo: number;
}

/**
 * A new account with an online order for the basic package, paid through the sandbox: optionally
 * with the ¥50 coupon and a ¥200 card of its own (or a ¥5000 one that pays all).
 */
async function paidOrder(
  opts: { coupon?: boolean; card?: 'small' | 'all'; pay?: boolean } = {},
): Promise<Booked> {
  const n = ++seq;
  const user = await sessionFor(server, `1370031${String(n).padStart(4, '0')}`);
  let coupon: Coupon | null = null;
  let card: ExamCard | null = null;
  if (opts.coupon) {
    await seedWallet(server.db, user.userId, TODAY);
    const list = await server.app.wallet.couponsFor(user.userId, { sysCenterId: '00-1', price: 100_000 });
    coupon = list.find((c) => c.name === '现金券¥50') ?? null;
  }
  if (opts.card) {
    const cardNo = `77002000${String(user.userId).padStart(8, '0')}`;
    await walletRepository.issueCard(server.db, {
      userId: user.userId,
      cardNo,
      amount: opts.card === 'all' ? 500_000 : 20_000,
      expiryDate: '2027-12-31',
    });
    card = (await server.app.wallet.cardsFor(user.userId, '00-1')).available.find(
      (c) => c.cardNo === cardNo,
    )!;
  }
  const place = nextPlace(n);
  const { body, breakdown } = await packageOrder(server, {
    ...place,
    // The driver's package has no consumables, so a large card pays all of it.
    ...(opts.card === 'all' ? { productId: '00-1-DRIVER' } : {}),
    idCardNo: idCardOf('19860606', 2 * n + 1),
    payType: 'online',
    coupon,
    cards: card ? [card] : [],
  });
  const answer = await submit(server, user.token, body);
  expect(answer.data.code).toBe(0);
  const orderId = answer.data.orderId as number;
  if (breakdown.payable > 0 && opts.pay !== false) {
    const prepay = await call(user.token, 'POST', '/m/wx/1/pay/prepay.json', { orderId });
    const paid = await call(user.token, 'POST', '/m/pay/sandbox/confirm.json', { payId: prepay.data.payId });
    expect(paid.data.status).toBe('paid');
  }
  return {
    ...user,
    orderId,
    payable: breakdown.payable,
    cardPaid: breakdown.cardTotal,
    coupon,
    card,
    ...place,
  };
}

const orderRow = async (o: Booked) => (await ordersRepository.find(server.db, o.userId, o.orderId))!;
const booked = async (o: Booked) =>
  (await scheduleRepository.slot(server.db, { centreId: '00-1', date: o.date, slotNo: o.slotNo }))!.booked;
const cardBalance = async (o: Booked) =>
  (await walletRepository.cardsByNo(server.db, o.userId, [o.card!.cardNo]))[0]!.balance;
const couponState = async (o: Booked) =>
  (await walletRepository.coupon(server.db, o.userId, o.coupon!.id))!.state;

describe('the refund quote', () => {
  it('gives back what was paid online, the cards and the still-valid coupon', async () => {
    const o = await paidOrder({ coupon: true, card: 'small' });
    expect(o.cardPaid).toBe(20_000);
    const answer = await quote(o.token, o.orderId);
    expect(answer).toMatchObject({
      error_code: '000000',
      data: {
        orderId: o.orderId,
        refundable: o.payable,
        cardAmount: 20_000,
        couponReturned: true,
        couponName: '现金券¥50',
        reasons: ['行程有变/时间冲突', '预约信息有误', '身体原因暂不能体检', '重复预约', '其他'],
        refusal: null,
      },
    });
    expect(answer.data.orderNo).toMatch(/^TJ\d{14,}$/);
  });

  it('refuses an unpaid order, and applying for it changes nothing', async () => {
    const o = await paidOrder({ pay: false });
    expect((await quote(o.token, o.orderId)).data.refusal).toBe('订单尚未支付，不能申请退款');
    const key = randomUUID();
    expect(await apply(o.token, o.orderId, key)).toEqual(ERROR('订单尚未支付，不能申请退款'));
    expect((await orderRow(o)).status).toBe('order_hospital_payment');
    expect(await refundsRepository.ofOrder(server.db, o.orderId)).toEqual([]);
    expect(await refundsRepository.refundIdOfKey(server.db, o.userId, key)).toBeUndefined();
  });

  it('refuses an order paid at the centre', async () => {
    const n = ++seq;
    const user = await sessionFor(server, `1370031${String(n).padStart(4, '0')}`);
    const { body } = await packageOrder(server, {
      ...nextPlace(n),
      idCardNo: idCardOf('19860606', 2 * n + 1),
    });
    const answer = await submit(server, user.token, body);
    expect(await apply(user.token, answer.data.orderId)).toEqual(ERROR('订单尚未支付，不能申请退款'));
  });

  it('refuses a checked-in order: the centre has used it, the desk handles it', async () => {
    const o = await paidOrder();
    await server.db.transaction(async (tx) => {
      await tx.execute(`update orders set checked_in_at = now() where id = ${o.orderId}`);
    });
    expect((await quote(o.token, o.orderId)).data).toMatchObject({
      refundable: 0,
      cardAmount: 0,
      refusal: '该订单没有可退的金额',
    });
    expect(await apply(o.token, o.orderId)).toEqual(ERROR('该订单没有可退的金额'));
  });
});

describe('ownership', () => {
  it('answers not,found on every refund endpoint for another account’s order, and changes nothing', async () => {
    const o = await paidOrder();
    const other = await sessionFor(server, '13700319999');
    const gone = NOT_FOUND('该订单不存在');
    expect(await quote(other.token, o.orderId)).toEqual(gone);
    expect(await apply(other.token, o.orderId)).toEqual(gone);
    expect(await detail(other.token, o.orderId)).toEqual(gone);
    expect(await withdraw(other.token, o.orderId)).toEqual(gone);
    expect((await orderRow(o)).status).toBe('order_hospital_examination');

    const mine = await apply(o.token, o.orderId);
    expect(mine.data.status).toBe('applied');
    expect(await detail(other.token, o.orderId)).toEqual(gone);
    expect(await withdraw(other.token, o.orderId)).toEqual(gone);
    expect(JSON.stringify(await detail(other.token, o.orderId))).not.toContain(mine.data.refundNo);
    expect((await detail(o.token, o.orderId)).data.status).toBe('applied');
  });

  it('needs a session, and says when an order has no refund', async () => {
    const o = await paidOrder();
    const res = await server.app.inject({
      method: 'GET',
      url: `/m/wx/refund/detail.json?orderId=${o.orderId}`,
    });
    expect(res.json().error_code).not.toBe('000000');
    expect(await detail(o.token, o.orderId)).toEqual(NOT_FOUND('该订单没有退款申请'));
  });

  it('refuses bad input with a Chinese message', async () => {
    const o = await paidOrder();
    expect(await apply(o.token, o.orderId, randomUUID(), '不想去了')).toMatchObject({
      error_code: 'param,invalid',
      error: '请选择退款原因',
    });
    expect(await apply(o.token, o.orderId, randomUUID(), '其他', '字'.repeat(201))).toMatchObject({
      error_code: 'param,invalid',
      error: '补充说明最多200个字',
    });
    expect(await apply(o.token, o.orderId, 'short' as never)).toMatchObject({ error: '请求标识不正确' });
    expect((await orderRow(o)).status).toBe('order_hospital_examination');
  });
});

describe('applying', () => {
  it('fixes the amounts from the order, moves it to 退款申请中 and shows the first step', async () => {
    const o = await paidOrder({ coupon: true, card: 'small' });
    const answer = await apply(o.token, o.orderId, randomUUID(), '其他', '临时出差');
    expect(answer).toMatchObject({
      error_code: '000000',
      data: {
        status: 'applied',
        statusName: '退款申请中',
        amount: o.payable,
        cardAmount: 20_000,
        couponReturned: true,
        reason: '其他',
        remark: '临时出差',
        refuseReason: '',
        order: { id: o.orderId, status: 'order_apply_refund', statusName: '退款申请中', paid: o.payable },
      },
    });
    expect(answer.data.refundNo).toMatch(/^RF20261122\d{6,}$/);
    expect(answer.data.timeline.map((s: { title: string; state: string }) => [s.title, s.state])).toEqual([
      ['申请退款', 'finish'],
      ['退款中', 'wait'],
      ['已退款', 'wait'],
    ]);
    const row = await orderRow(o);
    expect(row.status).toBe('order_apply_refund');
    const history = await ordersRepository.history(server.db, o.orderId);
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'order_hospital_examination',
      toStatus: 'order_apply_refund',
      actor: 'user',
      note: '申请退款：其他',
    });
    // Nothing is given back before the centre approves.
    expect(await cardBalance(o)).toBe(0);
    expect(await couponState(o)).toBe('used');
  });

  it('answers a retry with the same key with the first refund, and refuses a second open refund', async () => {
    const o = await paidOrder();
    const key = randomUUID();
    const first = await apply(o.token, o.orderId, key);
    expect(await apply(o.token, o.orderId, key)).toEqual(first);
    expect(await apply(o.token, o.orderId)).toEqual(ERROR('该订单已申请退款，请查看退款进度'));
    expect((await quote(o.token, o.orderId)).data.refusal).toBe('该订单已申请退款，请查看退款进度');
    expect(await refundsRepository.ofOrder(server.db, o.orderId)).toHaveLength(1);
  });

  it('of two applications at once, with one key or two, makes one refund', async () => {
    const a = await paidOrder();
    const key = randomUUID();
    const [x, y] = await Promise.all([apply(a.token, a.orderId, key), apply(a.token, a.orderId, key)]);
    expect(x.data.refundNo).toBe(y.data.refundNo);
    expect(await refundsRepository.ofOrder(server.db, a.orderId)).toHaveLength(1);

    const b = await paidOrder();
    const both = await Promise.all([apply(b.token, b.orderId), apply(b.token, b.orderId)]);
    expect(both.filter((r) => r.error_code === '000000')).toHaveLength(1);
    expect(both.filter((r) => r.error === '该订单已申请退款，请查看退款进度')).toHaveLength(1);
    expect(await refundsRepository.ofOrder(server.db, b.orderId)).toHaveLength(1);
    const history = await ordersRepository.history(server.db, b.orderId);
    expect(history.filter((h) => h.toStatus === 'order_apply_refund')).toHaveLength(1);
  });
});

describe('withdrawing', () => {
  it('puts the order back to awaiting its exam, and a new application is possible', async () => {
    const o = await paidOrder();
    await apply(o.token, o.orderId);
    const answer = await withdraw(o.token, o.orderId);
    expect(answer.data).toMatchObject({
      status: 'withdrawn',
      statusName: '已撤销',
      order: { status: 'order_hospital_examination' },
    });
    expect(answer.data.timeline.map((s: { title: string }) => s.title)).toEqual(['申请退款', '已撤销']);
    expect(await withdraw(o.token, o.orderId)).toEqual(ERROR('该订单没有可撤销的退款申请'));
    const again = await apply(o.token, o.orderId);
    expect(again.data.status).toBe('applied');
    expect((await detail(o.token, o.orderId)).data.refundNo).toBe(again.data.refundNo);
  });

  it('is refused once the centre approved', async () => {
    const o = await paidOrder({ card: 'small' });
    await apply(o.token, o.orderId);
    await decide(manager, { orderId: o.orderId, approve: true });
    expect(await withdraw(o.token, o.orderId)).toEqual(ERROR('该订单没有可撤销的退款申请'));
  });
});

describe('the centre’s decision', () => {
  it('refuses with a reason: the order awaits its exam again and the person reads why', async () => {
    const o = await paidOrder({ coupon: true });
    await apply(o.token, o.orderId);
    expect(await decide(manager, { orderId: o.orderId, approve: false })).toMatchObject({
      error_code: 'param,invalid',
      error: '请填写拒绝原因',
    });
    const answer = await decide(manager, { orderId: o.orderId, approve: false, reason: '已超过可退款时间' });
    expect(answer.data).toMatchObject({
      status: 'refused',
      refuseReason: '已超过可退款时间',
      order: { status: 'order_hospital_examination' },
    });
    const mine = await detail(o.token, o.orderId);
    expect(mine.data.timeline.at(-1)).toMatchObject({
      title: '已拒绝',
      state: 'error',
      description: '拒绝原因：已超过可退款时间',
    });
    expect(await couponState(o)).toBe('used');
    expect(await decide(manager, { orderId: o.orderId, approve: true })).toEqual(
      ERROR('该退款申请已拒绝，不能再同意退款'),
    );
    // Refusing again is the same decision: the same answer, nothing written twice.
    const again = await decide(manager, { orderId: o.orderId, approve: false, reason: '再次拒绝' });
    expect(again.data).toMatchObject({ status: 'refused', refuseReason: '已超过可退款时间' });
  });

  it('approving twice answers the same refund, paid back once; refusing it then is refused', async () => {
    const o = await paidOrder({ card: 'small' });
    const slotBefore = await booked(o);
    await apply(o.token, o.orderId);
    const first = await decide(manager, { orderId: o.orderId, approve: true });
    const second = await decide(manager, { orderId: o.orderId, approve: true });
    expect(second).toEqual(first);
    expect(first.data).toMatchObject({ status: 'refunded' });
    expect(await decide(manager, { orderId: o.orderId, approve: false, reason: '不同意' })).toEqual(
      ERROR('该退款申请已同意退款，不能再拒绝'),
    );
    expect(await booked(o)).toBe(slotBefore - 1);
    expect(await cardBalance(o)).toBe(20_000);
    const history = await ordersRepository.history(server.db, o.orderId);
    expect(history.filter((h) => h.toStatus === 'order_refund')).toHaveLength(1);
    expect(history.filter((h) => h.toStatus === 'order_complete_refund')).toHaveLength(1);
  });

  it('says a withdrawn application can no longer be decided', async () => {
    const o = await paidOrder();
    await apply(o.token, o.orderId);
    await withdraw(o.token, o.orderId);
    expect(await decide(manager, { orderId: o.orderId, approve: true })).toEqual(
      ERROR('用户已撤销该退款申请'),
    );
  });

  it('is for managers of the order’s centre only', async () => {
    const o = await paidOrder();
    await apply(o.token, o.orderId);
    const desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
    const elsewhere = await operatorToken(server.app, { centreId: '00-16', role: 'manager' });
    for (const token of [desk, elsewhere]) {
      expect(await decide(token, { orderId: o.orderId, approve: true })).toMatchObject({
        error: '无权操作该体检中心',
      });
    }
    const customer = await server.app.inject({
      method: 'POST',
      url: '/m/operator/refunds/decide.json',
      headers: headersOf(o.token),
      payload: { orderId: o.orderId, approve: true },
    });
    expect(customer.json().error_code).not.toBe('000000');
    expect((await orderRow(o)).status).toBe('order_apply_refund');
  });

  it('approves: the sandbox pays back and the order, cards, coupon and slot end consistent', async () => {
    const o = await paidOrder({ coupon: true, card: 'small' });
    const slotBefore = await booked(o);
    await apply(o.token, o.orderId);
    const answer = await decide(manager, { orderId: o.orderId, approve: true });
    expect(answer.data).toMatchObject({
      status: 'refunded',
      statusName: '已退款',
      amount: o.payable,
      cardAmount: 20_000,
      order: { status: 'order_complete_refund', statusName: '已退款' },
    });
    expect(answer.data.timeline.map((s: { title: string; state: string }) => [s.title, s.state])).toEqual([
      ['申请退款', 'finish'],
      ['退款中', 'finish'],
      ['已退款', 'finish'],
    ]);
    expect(await cardBalance(o)).toBe(20_000);
    expect(await couponState(o)).toBe('unused');
    expect(await booked(o)).toBe(slotBefore - 1);
    const ledger = await walletRepository.ledgerOf(server.db, o.orderId);
    expect(ledger.map((l) => [l.reason, l.amount])).toEqual([
      ['debit', -20_000],
      ['refund', 20_000],
    ]);
    const refund = (await refundsRepository.ofOrder(server.db, o.orderId))[0]!;
    expect(refund.amount).toBeLessThanOrEqual((await orderRow(o)).paid);
    // The payment it went back through reads refunded (its pay page no longer reads paid).
    const payment = await paymentsRepository.findOwn(server.db, o.userId, refund.payId!);
    expect(payment?.status).toBe('refunded');
    expect(await refundsRepository.notificationsOf(server.db, refund.refundNo)).toHaveLength(1);
    const history = await ordersRepository.history(server.db, o.orderId);
    expect(history.slice(-3).map((h) => [h.toStatus, h.actor])).toEqual([
      ['order_apply_refund', 'user'],
      ['order_refund', 'centre'],
      ['order_complete_refund', 'system'],
    ]);
    // Finished: nothing more can be applied for or decided.
    expect((await quote(o.token, o.orderId)).data.refusal).toBe('订单已退款，不能再变更');
    expect(await apply(o.token, o.orderId)).toEqual(ERROR('订单已退款，不能再变更'));
  });

  it('keeps a coupon that expired before the application spent, and gives back the rest', async () => {
    const o = await paidOrder({ coupon: true });
    await server.db.transaction(async (tx) => {
      await tx.execute(`update coupons set end_date = '2026-11-21' where id = ${o.coupon!.id}`);
    });
    expect((await quote(o.token, o.orderId)).data).toMatchObject({
      couponReturned: false,
      refundable: o.payable,
    });
    await apply(o.token, o.orderId);
    const answer = await decide(manager, { orderId: o.orderId, approve: true });
    expect(answer.data).toMatchObject({ status: 'refunded', couponReturned: false, amount: o.payable });
    expect(await couponState(o)).toBe('used');
  });

  it('completes a refund of card balance alone without the provider', async () => {
    const o = await paidOrder({ card: 'all' });
    expect(o.payable).toBe(0);
    const row = await orderRow(o);
    expect(row.status).toBe('order_hospital_examination');
    await apply(o.token, o.orderId);
    const answer = await decide(manager, { orderId: o.orderId, approve: true });
    expect(answer.data).toMatchObject({ status: 'refunded', amount: 0, cardAmount: row.cardPaid });
    expect(await cardBalance(o)).toBe(500_000);
  });
});

describe('the provider’s refund notification', () => {
  async function approvedRefund() {
    const o = await paidOrder({ coupon: true, card: 'small' });
    await apply(o.token, o.orderId);
    await decide(manager, { orderId: o.orderId, approve: true });
    const refund = (await refundsRepository.ofOrder(server.db, o.orderId))[0]!;
    return { o, refund };
  }

  it('delivered again changes nothing', async () => {
    const { o, refund } = await approvedRefund();
    const slot = await booked(o);
    const repeat = sandbox.refundNotice(refund, server.clock.now());
    expect(await notify(repeat)).toEqual({ error_code: '000000', error: '', data: { received: true } });
    expect(await notify(repeat)).toEqual({ error_code: '000000', error: '', data: { received: true } });
    expect(await cardBalance(o)).toBe(20_000);
    expect(await couponState(o)).toBe('unused');
    expect(await booked(o)).toBe(slot);
    expect(await walletRepository.ledgerOf(server.db, o.orderId)).toHaveLength(2);
    expect(await refundsRepository.notificationsOf(server.db, refund.refundNo)).toHaveLength(1);
    expect((await orderRow(o)).status).toBe('order_complete_refund');
  });

  it('is refused with a bad signature, a wrong amount, an unknown refund or provider', async () => {
    const { refund } = await approvedRefund();
    const notice = sandbox.refundNotice(refund, server.clock.now());
    expect(await notify({ ...notice, sign: 'f'.repeat(64) })).toMatchObject({
      error_code: 'pay,sign',
      error: '退款通知验签失败',
    });
    const body = {
      refundNo: refund.refundNo,
      providerRefundId: 'SBXRother',
      amount: refund.amount + 1,
      refundedAt: '',
    };
    expect(await notify({ ...body, sign: signRefundNotice(DEV_SECRET, body) })).toEqual(
      ERROR('退款金额与申请金额不符'),
    );
    const unknown = { ...body, refundNo: 'RF20261122999999', amount: 1 };
    expect(await notify({ ...unknown, sign: signRefundNotice(DEV_SECRET, unknown) })).toEqual(
      NOT_FOUND('该退款单不存在'),
    );
    expect(await notify(notice, 'wechat')).toEqual(NOT_FOUND('未知的支付渠道'));
    expect(await refundsRepository.notificationsOf(server.db, refund.refundNo)).toHaveLength(1);
  });

  it('for a refund not yet approved is turned back unrecorded, so the approval still completes it', async () => {
    const o = await paidOrder();
    const applied = await apply(o.token, o.orderId);
    // The provider's own notification, overtaking the approval: recorded, it would make the sandbox's
    // delivery after the approval a repeat, and the refund would stay 退款中.
    const early = sandbox.refundNotice(applied.data, server.clock.now());
    expect(await notify(early)).toEqual(ERROR('该退款尚未批准，请稍后再通知'));
    expect(await refundsRepository.notificationsOf(server.db, applied.data.refundNo)).toEqual([]);
    expect((await orderRow(o)).status).toBe('order_apply_refund');
    expect((await detail(o.token, o.orderId)).data.status).toBe('applied');

    const approved = await decide(manager, { orderId: o.orderId, approve: true });
    expect(approved.data).toMatchObject({ status: 'refunded', order: { status: 'order_complete_refund' } });
    expect(await notify(early)).toEqual({ error_code: '000000', error: '', data: { received: true } });
  });
});

describe('settling refunds left 退款中', () => {
  /** An approved refund whose provider notification never came: the state a lost callback leaves. */
  async function unanswered(opts: { card?: 'small' } = {}) {
    const o = await paidOrder({ coupon: true, ...opts });
    const applied = await apply(o.token, o.orderId);
    const refund = (await refundsRepository.ofOrder(server.db, o.orderId))[0]!;
    await server.db.transaction(async (tx) => {
      await refundsRepository.move(tx, refund.id, 'applied', 'refunding', { decidedAt: server.clock.now() });
      await server.app.orders.move(tx, {
        id: o.orderId,
        from: 'order_apply_refund',
        action: 'approveRefund',
        actor: 'centre',
        note: '体检中心同意退款',
        now: server.clock.now(),
      });
    });
    return { o, refundNo: applied.data.refundNo as string };
  }

  it('asks the provider about a refund waiting past its time, and completes it once across processes', async () => {
    const { o, refundNo } = await unanswered({ card: 'small' });
    const slot = await booked(o);
    expect(await server.app.refunds.settleStuck()).toBe(0);
    expect((await detail(o.token, o.orderId)).data.status).toBe('refunding');

    server.clock.advance(11 * 60_000);
    const other = await server.variant({});
    const settled = await Promise.all([server.app.refunds.settleStuck(), other.app.refunds.settleStuck()]);
    expect(settled.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect((await detail(o.token, o.orderId)).data).toMatchObject({
      status: 'refunded',
      order: { status: 'order_complete_refund' },
    });
    expect(await booked(o)).toBe(slot - 1);
    expect(await cardBalance(o)).toBe(20_000);
    expect(await couponState(o)).toBe('unused');
    expect(await walletRepository.ledgerOf(server.db, o.orderId)).toHaveLength(2);
    expect(await refundsRepository.notificationsOf(server.db, refundNo)).toHaveLength(1);
    const history = await ordersRepository.history(server.db, o.orderId);
    expect(history.filter((h) => h.toStatus === 'order_complete_refund')).toHaveLength(1);
    expect(await server.app.refunds.settleStuck()).toBe(0);
    await other.app.close();
  });

  it('completes at once a refund whose provider’s word was recorded without completing it', async () => {
    const { o, refundNo } = await unanswered();
    const refund = (await refundsRepository.ofOrder(server.db, o.orderId))[0]!;
    const word = sandbox.refundNotice(refund, server.clock.now());
    await server.db.transaction((tx) =>
      refundsRepository.recordNotification(tx, {
        provider: 'sandbox',
        providerRefundId: word.providerRefundId,
        refundNo,
        amount: refund.amount,
        at: server.clock.now(),
      }),
    );
    expect(await server.app.refunds.settleStuck()).toBe(1);
    expect((await orderRow(o)).status).toBe('order_complete_refund');
    expect(await refundsRepository.notificationsOf(server.db, refundNo)).toHaveLength(1);
  });
});
