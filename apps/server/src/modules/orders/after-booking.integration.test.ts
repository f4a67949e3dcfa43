// The orders after booking (issue 11 "Orders", "Doctor review", the centre's side): the list by tab,
// the detail's progress, cancelling, check-in, the exam, the doctor's decision and the no-show sweep.
import { type Coupon, type ExamCard, fastingNote, fen } from '@tijian/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { seedWallet } from '../../seed/wallet-data.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { walletRepository } from '../wallet/repository.ts';
import {
  bookedIn,
  customOrder,
  getOrder,
  headersOf,
  idCardOf,
  packageOrder,
  sessionFor,
  slotAllocator,
  submit,
} from './order-fixtures.ts';
import { orders } from './schema.ts';

let server: TestServer;
// The test server's clock: Sunday 2026-11-22 09:00 in Shanghai.
const TODAY = '2026-11-22';
const HOUR = 3600_000;
let phoneSeq = 0;
let personSeq = 0;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

const newUser = () => sessionFor(server, `1370002${String(++phoneSeq).padStart(4, '0')}`);
const newPerson = () => idCardOf('19880202', 2 * ++personSeq + 1);
const booked = (date: string, slotNo: number, centreId = '00-1') => bookedIn(server, date, slotNo, centreId);
/** A slot of its own for each booking. */
const place = slotAllocator('2026-12-01');

async function get(token: string, url: string) {
  return (await server.app.inject({ method: 'GET', url, headers: headersOf(token) })).json();
}
async function post(token: string, url: string, payload: object) {
  return (await server.app.inject({ method: 'POST', url, headers: headersOf(token), payload })).json();
}
async function operatorCall(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await server.app.inject({ method, url, headers: operatorHeaders(token), payload });
  return res.json();
}
const listOf = (token: string, query: string) =>
  get(token, `/m/individuation-service/order/listOrder?${query}`);
const cancel = (token: string, orderId: number) => post(token, '/m/wx/order/cancel.json', { orderId });

async function book(token: string, o: Parameters<typeof packageOrder>[1]) {
  const { body } = await packageOrder(server, o);
  const answer = await submit(server, token, body);
  expect(answer.data?.code, JSON.stringify(answer)).toBe(0);
  return answer.data as { orderId: number; orderNo: string; status: string };
}

/** An online order paid in the sandbox: awaiting the exam with money taken. */
async function paidOrder(token: string, at: { date: string; slotNo: number }) {
  const order = await book(token, { ...at, idCardNo: newPerson(), payType: 'online' });
  const prepay = await post(token, '/m/wx/1/pay/prepay.json', { orderId: order.orderId });
  const paid = await post(token, '/m/pay/sandbox/confirm.json', { payId: prepay.data.payId });
  expect(paid.data.status).toBe('paid');
  return order;
}

/** Moves the test clock to 09:00 Shanghai of `date` for `run`, and back afterwards. */
async function on<T>(date: string, run: () => Promise<T>): Promise<T> {
  const shift = Date.parse(`${date}T09:00:00+08:00`) - server.clock.now().getTime();
  server.clock.advance(shift);
  try {
    return await run();
  } finally {
    server.clock.advance(-shift);
  }
}

const ERROR = (error: string) => ({ error_code: 'param,invalid', error, data: null });
const NOT_FOUND = { error_code: 'not,found', error: '该订单不存在', data: null };

describe('the order list', () => {
  it('lists the person’s own orders by tab, newest first, a page at a time', async () => {
    const { token } = await newUser();
    const atCentre = await book(token, { ...place(), idCardNo: newPerson() });
    const online = await book(token, { ...place(), idCardNo: newPerson(), payType: 'online' });
    const third = await book(token, { ...place(), idCardNo: newPerson() });
    // Someone else's order never shows.
    const other = await newUser();
    await book(other.token, { ...place(), idCardNo: newPerson() });

    const all = await listOf(token, 'tab=all');
    expect(all.error_code).toBe('000000');
    expect(all.data).toMatchObject({ total: 3, paginationNo: 1, hasMore: false });
    expect(all.data.list.map((o: { id: number }) => o.id)).toEqual([
      third.orderId,
      online.orderId,
      atCentre.orderId,
    ]);
    const summary = all.data.list[2];
    expect(summary).toMatchObject({
      orderNo: atCentre.orderNo,
      status: 'order_hospital_examination',
      statusName: '待体检',
      sysCenterId: '00-1',
      packageName: expect.any(String),
      payType: 'onhospital',
      paid: 0,
      actions: ['cancel', 'reschedule', 'editItems'],
    });
    expect(summary.identityCardNo).toMatch(/^\d{3}\*{11}[\dX]{4}$/);
    expect(summary.itemCount).toBeGreaterThan(3);
    expect(all.data.list[1].actions).toEqual(['pay', 'cancel', 'reschedule', 'editItems']);

    const unpaid = await listOf(token, 'tab=unpaid');
    expect(unpaid.data.list.map((o: { id: number }) => o.id)).toEqual([online.orderId]);
    const exam = await listOf(token, 'tab=exam');
    expect(exam.data.list.map((o: { id: number }) => o.id)).toEqual([third.orderId, atCentre.orderId]);
    expect((await listOf(token, 'tab=report')).data).toEqual({
      list: [],
      total: 0,
      paginationNo: 1,
      hasMore: false,
    });
    expect((await listOf(token, 'tab=refund')).data.total).toBe(0);

    const first = await listOf(token, 'paginationNo=1&paginationSize=2');
    expect(first.data).toMatchObject({ total: 3, hasMore: true });
    expect(first.data.list).toHaveLength(2);
    const second = await listOf(token, 'paginationNo=2&paginationSize=2');
    expect(second.data).toMatchObject({ total: 3, paginationNo: 2, hasMore: false });
    expect(second.data.list.map((o: { id: number }) => o.id)).toEqual([atCentre.orderId]);
    // Past the last page: no rows, and still the whole count.
    expect((await listOf(token, 'paginationNo=3&paginationSize=2')).data).toEqual({
      list: [],
      total: 3,
      paginationNo: 3,
      hasMore: false,
    });

    // Company orders do not exist yet: an empty page.
    expect((await listOf(token, 'type=2')).data).toEqual({
      list: [],
      total: 0,
      paginationNo: 1,
      hasMore: false,
    });
  });

  it('refuses bad paging and tabs in Chinese, and needs a session', async () => {
    const { token } = await newUser();
    expect(await listOf(token, 'tab=paid')).toEqual(ERROR('订单分类不正确'));
    expect(await listOf(token, 'paginationSize=51')).toEqual(ERROR('每页条数应在1到50之间'));
    expect(await listOf(token, 'paginationNo=0')).toEqual(ERROR('页码应为大于0的整数'));
    expect(await listOf(token, 'type=3')).toEqual(ERROR('订单类型不正确'));
    const anonymous = await server.app.inject({
      method: 'GET',
      url: '/m/individuation-service/order/listOrder',
    });
    expect(anonymous.json().error_code).not.toBe('000000');
  });

  it('closes an unpaid order whose time ran out before listing it', async () => {
    const { token } = await newUser();
    const online = await book(token, { ...place(), idCardNo: newPerson(), payType: 'online' });
    server.clock.advance(31 * 60_000);
    try {
      const list = await listOf(token, 'tab=all');
      expect(list.data.list[0]).toMatchObject({ id: online.orderId, status: 'order_closed', actions: [] });
      expect((await listOf(token, 'tab=unpaid')).data.total).toBe(0);
    } finally {
      server.clock.advance(-31 * 60_000);
    }
  });
});

describe('the order detail', () => {
  it('says what the status means, what the person may do, how to check in and prepare, and what happened', async () => {
    const { token } = await newUser();
    const order = await book(token, { ...place(), idCardNo: newPerson() });
    const detail = (await getOrder(server, token, order.orderId)).data;
    expect(detail).toMatchObject({
      statusMeaning: '请在预约日期按时到院，体检当日向前台出示签到码。',
      actions: ['cancel', 'reschedule', 'editItems'],
      checkIn: { code: order.orderNo, validOn: detail.boExaminationDate, checkedInAt: null },
      review: { state: 'none', note: '', proposedItems: null },
      history: [{ status: 'order_hospital_examination', statusName: '待体检', note: expect.any(String) }],
    });
    // The basic package has blood tests (fasting) and a chest X-ray.
    expect(detail.preparation[0]).toBe(fastingNote(null));
    expect(detail.preparation.some((n: string) => n.startsWith('含放射检查'))).toBe(true);
    expect(detail.preparation.at(-1)).toContain('身份证');
    // At a centre with a fasting window (00-7: 07:30-10:30) the same note names it.
    const at7 = await book(token, {
      date: '2026-12-02',
      slotNo: 1,
      sysCenterId: '00-7',
      idCardNo: newPerson(),
    });
    const windowed = (await getOrder(server, token, at7.orderId)).data;
    expect(windowed.preparation[0]).toBe(fastingNote({ start: '07:30', end: '10:30' }));
  });

  it('answers not,found for another person’s order, on the detail and on cancel, and changes nothing', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const at = place();
    const order = await book(owner.token, { ...at, idCardNo: newPerson() });
    const before = await booked(at.date, at.slotNo);
    expect(await getOrder(server, stranger.token, order.orderId)).toEqual(NOT_FOUND);
    expect(await cancel(stranger.token, order.orderId)).toEqual(NOT_FOUND);
    expect(await cancel(stranger.token, 99_999_999)).toEqual(NOT_FOUND);
    expect(await booked(at.date, at.slotNo)).toBe(before);
    expect((await getOrder(server, owner.token, order.orderId)).data.status).toBe(
      'order_hospital_examination',
    );
  });
});

/** A user with the demo coupons and a card of their own with `balance` fen. */
async function walletUser(balance: number) {
  const user = await newUser();
  await seedWallet(server.db, user.userId, TODAY);
  const cardNo = `77002000${String(user.userId).padStart(8, '0')}`;
  await walletRepository.issueCard(server.db, {
    userId: user.userId,
    cardNo,
    amount: balance,
    expiryDate: '2027-12-31',
  });
  const coupons = await server.app.wallet.couponsFor(user.userId, { sysCenterId: '00-1', price: 100_000 });
  const cards = (await server.app.wallet.cardsFor(user.userId, '00-1')).available;
  return {
    ...user,
    cash: coupons.find((c) => c.name === '现金券¥50') as Coupon,
    card: cards.find((c) => c.cardNo === cardNo) as ExamCard,
  };
}

const balanceOf = async (userId: number, cardNo: string) =>
  (await server.app.wallet.cardsFor(userId, '00-1')).available.find((c) => c.cardNo === cardNo)?.balance;
const couponFree = async (userId: number, id: number) =>
  (await server.app.wallet.couponsFor(userId, { sysCenterId: '00-1', price: 100_000 })).some(
    (c) => c.id === id && c.available === 1,
  );

describe('cancelling', () => {
  it('gives back the place, the coupon and the card debit of an unpaid online order', async () => {
    const user = await walletUser(10_000);
    const at = place();
    const before = await booked(at.date, at.slotNo);
    const { body, breakdown } = await packageOrder(server, {
      ...at,
      idCardNo: newPerson(),
      payType: 'online',
      coupon: user.cash,
      cards: [user.card],
    });
    const answer = await submit(server, user.token, body);
    expect(answer.data).toMatchObject({ code: 0, status: 'order_hospital_payment' });
    expect(breakdown.cardDebits).toEqual([{ cardNo: user.card.cardNo, amount: fen(10_000) }]);
    expect(await booked(at.date, at.slotNo)).toBe(before + 1);
    expect(await balanceOf(user.userId, user.card.cardNo)).toBeUndefined();
    expect(await couponFree(user.userId, user.cash.id)).toBe(false);

    const cancelled = await cancel(user.token, answer.data.orderId);
    expect(cancelled.error_code).toBe('000000');
    expect(cancelled.data).toMatchObject({
      status: 'order_cancel',
      statusName: '已取消',
      actions: [],
      payDeadline: null,
      statusMeaning: '订单已取消，如需体检请重新预约。',
    });
    expect(cancelled.data.history.map((h: { status: string }) => h.status)).toEqual([
      'order_hospital_payment',
      'order_cancel',
    ]);
    expect(await booked(at.date, at.slotNo)).toBe(before);
    expect(await balanceOf(user.userId, user.card.cardNo)).toBe(10_000);
    expect(await couponFree(user.userId, user.cash.id)).toBe(true);

    // Twice is refused by the state machine and gives nothing back twice.
    expect(await cancel(user.token, answer.data.orderId)).toEqual(ERROR('订单已取消，不能再变更'));
    expect(await booked(at.date, at.slotNo)).toBe(before);
    expect(await balanceOf(user.userId, user.card.cardNo)).toBe(10_000);
  });

  it('gives back a coupon an order with nothing left to pay spent at booking', async () => {
    const user = await newUser();
    await walletRepository.giveCouponOnce(server.db, {
      userId: user.userId,
      name: '全额体检券',
      couponType: 1,
      price: 500_000,
      orderMinimum: 0,
      startDate: TODAY,
      endDate: '2027-12-31',
      content: '测试用全额券',
    });
    const coupons = await server.app.wallet.couponsFor(user.userId, { sysCenterId: '00-1', price: 100_000 });
    const whole = coupons.find((c) => c.name === '全额体检券') as Coupon;
    const { body } = await packageOrder(server, {
      ...place(),
      idCardNo: newPerson(),
      payType: 'online',
      coupon: whole,
    });
    const answer = await submit(server, user.token, body);
    expect(answer.data).toMatchObject({ code: 0, status: 'order_hospital_payment' });
    // Every seeded package carries blood-test consumables, which a coupon does not pay; a plan without
    // them books straight to the exam with the coupon spent. That state, made by hand:
    await server.db.transaction(async (tx) => {
      await server.app.wallet.useCoupon(tx, { orderId: answer.data.orderId });
      await tx
        .update(orders)
        .set({ status: 'order_hospital_examination', payable: fen(0), payDeadline: null })
        .where(eq(orders.id, answer.data.orderId));
    });
    expect(await couponFree(user.userId, whole.id)).toBe(false);
    expect((await cancel(user.token, answer.data.orderId)).data.status).toBe('order_cancel');
    expect(await couponFree(user.userId, whole.id)).toBe(true);
  });

  it('cancels an order to be paid at the centre and frees its place', async () => {
    const { token } = await newUser();
    const at = place();
    const before = await booked(at.date, at.slotNo);
    const order = await book(token, { ...at, idCardNo: newPerson() });
    expect((await cancel(token, order.orderId)).data.status).toBe('order_cancel');
    expect(await booked(at.date, at.slotNo)).toBe(before);
  });

  it('refuses to cancel a paid order: it needs a refund, and nothing changes', async () => {
    const { token } = await newUser();
    const at = place();
    const order = await paidOrder(token, at);
    const before = await booked(at.date, at.slotNo);
    expect(await cancel(token, order.orderId)).toEqual(ERROR('订单已支付，请申请退款'));
    const detail = (await getOrder(server, token, order.orderId)).data;
    expect(detail.status).toBe('order_hospital_examination');
    expect(detail.actions).toEqual(['refund', 'reschedule']);
    expect(await booked(at.date, at.slotNo)).toBe(before);
  });
});

describe('the desk: check-in and the exam', () => {
  it('checks in only on the exam day and only once, then marks the exam done; every call audited', async () => {
    const { token } = await newUser();
    const at = place();
    const order = await book(token, { ...at, idCardNo: newPerson() });
    const unpaid = await book(token, { ...place(), idCardNo: newPerson(), payType: 'online' });
    // Operator sessions last a working day, so each day logs in afresh.
    let desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
    const checkIn = (orderNo: string) =>
      operatorCall(desk, 'POST', '/m/operator/orders/check-in.json', { orderNo });
    const examined = (orderId: number) =>
      operatorCall(desk, 'POST', '/m/operator/orders/examined.json', { orderId });

    expect(await checkIn(order.orderNo)).toEqual(ERROR('该订单不是今日体检'));
    expect(await examined(order.orderId)).toEqual(ERROR('订单尚未签到，不能完成体检'));
    expect(await checkIn('TJ20261122999999')).toEqual(NOT_FOUND);
    expect(await checkIn('12345')).toEqual(ERROR('订单号不正确'));

    await on(at.date, async () => {
      desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
      expect(await checkIn(unpaid.orderNo)).toEqual(ERROR('待支付的订单不能签到'));
      const done = await checkIn(order.orderNo);
      expect(done.error_code).toBe('000000');
      expect(done.data).toMatchObject({
        id: order.orderId,
        status: 'order_hospital_examination',
        checkedInAt: expect.any(String),
        examinedAt: null,
      });
      expect(done.data.identityCardNo).toContain('*');
      expect(await checkIn(order.orderNo)).toEqual(ERROR('该订单已签到，无需重复签到'));
      const detail = (await getOrder(server, token, order.orderId)).data;
      expect(detail.checkIn.checkedInAt).toBe(done.data.checkedInAt);

      const finished = await examined(order.orderId);
      expect(finished.data).toMatchObject({
        status: 'order_analysis_report',
        examinedAt: expect.any(String),
      });
      expect(await examined(order.orderId)).toEqual(ERROR('待分析报告的订单不能完成体检'));
    });

    const detail = (await getOrder(server, token, order.orderId)).data;
    expect(detail.history.map((h: { status: string; note: string }) => `${h.status}:${h.note}`)).toEqual([
      expect.stringMatching(/^order_hospital_examination:/),
      'order_hospital_examination:前台签到',
      'order_analysis_report:体检完成',
    ]);
    expect((await listOf(token, 'tab=report')).data.list.map((o: { id: number }) => o.id)).toEqual([
      order.orderId,
    ]);
    expect(await cancel(token, order.orderId)).toEqual(ERROR('待分析报告的订单不能取消'));

    const audit = await server.app.operators.auditOf('order', String(order.orderId));
    expect(audit.map((a) => `${a.action}:${a.outcome}`)).toEqual([
      'order.checkIn:该订单不是今日体检',
      'order.examined:订单尚未签到，不能完成体检',
      'order.checkIn:ok',
      'order.checkIn:该订单已签到，无需重复签到',
      'order.examined:ok',
      'order.examined:待分析报告的订单不能完成体检',
    ]);
    expect(audit.every((a) => a.centreId === '00-1')).toBe(true);
  });

  it('refuses an operator of another centre and a doctor at the desk, and changes nothing', async () => {
    const { token } = await newUser();
    const at = place();
    const order = await book(token, { ...at, idCardNo: newPerson() });
    const elsewhere = await operatorToken(server.app, { centreId: '00-16', role: 'manager' });
    await on(at.date, async () => {
      const sameDay = await operatorToken(server.app, { centreId: '00-16', role: 'manager' });
      const doctor = await operatorToken(server.app, { centreId: '00-1', role: 'doctor' });
      for (const op of [sameDay, doctor]) {
        const answer = await operatorCall(op, 'POST', '/m/operator/orders/check-in.json', {
          orderNo: order.orderNo,
        });
        expect(answer).toMatchObject({ error_code: 'operator,forbidden', error: '无权操作该体检中心' });
      }
    });
    const list = await operatorCall(elsewhere, 'GET', '/m/operator/orders.json?sysCenterId=00-1');
    expect(list).toMatchObject({ error_code: 'operator,forbidden' });
    // A customer's token does not open the operator API.
    const customer = await server.app.inject({
      method: 'GET',
      url: '/m/operator/orders.json?sysCenterId=00-1',
      headers: headersOf(token),
    });
    expect(customer.json().error_code).not.toBe('000000');
    expect((await getOrder(server, token, order.orderId)).data.checkIn.checkedInAt).toBeNull();
    const audit = await server.app.operators.auditOf('order', String(order.orderId));
    expect(audit.map((a) => a.outcome)).toEqual(['无权操作该体检中心', '无权操作该体检中心']);
  });

  it('lists a centre’s orders of a day for the desk', async () => {
    const { token } = await newUser();
    const at = place();
    const order = await book(token, { ...at, idCardNo: newPerson() });
    const desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
    const answer = await operatorCall(
      desk,
      'GET',
      `/m/operator/orders.json?sysCenterId=00-1&date=${at.date}`,
    );
    expect(answer.error_code).toBe('000000');
    const listed = answer.data.list.find((o: { id: number }) => o.id === order.orderId);
    expect(listed).toMatchObject({
      orderNo: order.orderNo,
      boExaminationDate: at.date,
      review: { state: 'none' },
    });
    // The desk finds a person by the phone's last four; the rest stays masked.
    expect(listed.boCellPhoneNo).toMatch(/^1\d{2}\*{4}\d{4}$/);
    // The desk's list does not show the items; they come when asked (the doctor's review).
    expect(listed).not.toHaveProperty('items');
    expect(
      answer.data.list.every((o: { boExaminationDate: string }) => o.boExaminationDate === at.date),
    ).toBe(true);
    const withItems = await operatorCall(
      desk,
      'GET',
      `/m/operator/orders.json?sysCenterId=00-1&date=${at.date}&items=1`,
    );
    const listedWithItems = withItems.data.list.find((o: { id: number }) => o.id === order.orderId);
    expect(listedWithItems.items.length).toBeGreaterThan(3);
    const none = await operatorCall(
      desk,
      'GET',
      `/m/operator/orders.json?sysCenterId=00-1&date=${at.date}&status=order_end`,
    );
    expect(none.data).toEqual({ list: [], total: 0 });
    expect(await operatorCall(desk, 'GET', '/m/operator/orders.json?sysCenterId=00-1&status=nope')).toEqual(
      ERROR('订单状态不正确'),
    );
    expect(await operatorCall(desk, 'GET', '/m/operator/orders.json?sysCenterId=00-1&date=2026-1-1')).toEqual(
      ERROR('日期格式应为YYYY-MM-DD'),
    );
  });
});

describe('doctor review', () => {
  const reviewAt = (slotNo: number) => ({ date: '2026-12-04', slotNo });
  async function pending(token: string, slotNo: number, payType: 'online' | 'onhospital' = 'onhospital') {
    const { body } = await customOrder(server, {
      ...reviewAt(slotNo),
      sysCenterId: '00-30',
      idCardNo: newPerson(),
      payType,
    });
    const answer = await submit(server, token, body);
    expect(answer.data).toMatchObject({ code: 0, status: 'order_pending' });
    return answer.data as { orderId: number; orderNo: string };
  }
  const decide = (op: string, payload: object) =>
    operatorCall(op, 'POST', '/m/operator/orders/review.json', payload);

  it('approves towards payment with a fresh deadline when owed online, else towards the exam', async () => {
    const { token } = await newUser();
    const doctor = await operatorToken(server.app, { centreId: '00-30', role: 'doctor' });
    const online = await pending(token, 1, 'online');
    const atCentre = await pending(token, 2);
    expect((await getOrder(server, token, online.orderId)).data.review).toEqual({
      state: 'pending',
      note: '',
      proposedItems: null,
    });

    const paid = await decide(doctor, { orderId: online.orderId, approve: true, note: '' });
    expect(paid.data).toMatchObject({
      status: 'order_hospital_payment',
      review: { state: 'approved', note: '' },
    });
    const detail = (await getOrder(server, token, online.orderId)).data;
    expect(Date.parse(detail.payDeadline) - server.clock.now().getTime()).toBe(30 * 60_000);
    expect(detail.review.state).toBe('approved');
    expect(detail.history.at(-1)).toMatchObject({ status: 'order_hospital_payment', note: '医生审核通过' });

    const exam = await decide(doctor, { orderId: atCentre.orderId, approve: true, note: '可以体检' });
    expect(exam.data).toMatchObject({
      status: 'order_hospital_examination',
      review: { state: 'approved', note: '可以体检' },
    });
    // Decided once: a second decision is refused by the state machine.
    expect(await decide(doctor, { orderId: atCentre.orderId, approve: false, note: '不行' })).toEqual(
      ERROR('待体检的订单不能审核不通过'),
    );
  });

  it('refuses with a note, closing the order and giving back its place', async () => {
    const { token } = await newUser();
    const doctor = await operatorToken(server.app, { centreId: '00-30', role: 'doctor' });
    const order = await pending(token, 3);
    const before = await booked(reviewAt(3).date, 3, '00-30');
    expect(await decide(doctor, { orderId: order.orderId, approve: false, note: '  ' })).toEqual(
      ERROR('请填写审核不通过的原因'),
    );
    const refused = await decide(doctor, {
      orderId: order.orderId,
      approve: false,
      note: '血压过高，请先就诊',
    });
    expect(refused.data).toMatchObject({
      status: 'order_closed',
      review: { state: 'refused', note: '血压过高，请先就诊' },
    });
    expect(await booked(reviewAt(3).date, 3, '00-30')).toBe(before - 1);
    const detail = (await getOrder(server, token, order.orderId)).data;
    expect(detail.review).toEqual({ state: 'refused', note: '血压过高，请先就诊', proposedItems: null });
    expect(detail.history.at(-1)).toMatchObject({ status: 'order_closed', note: '血压过高，请先就诊' });
  });

  it('stores a changed plan for the person to accept, checked against the catalogue', async () => {
    const { token } = await newUser();
    const doctor = await operatorToken(server.app, { centreId: '00-30', role: 'manager' });
    const order = await pending(token, 4);
    const plan = (await getOrder(server, token, order.orderId)).data.plan;
    const bad = { ...plan, chosen: ['NO-SUCH-ITEM'] };
    expect(
      await decide(doctor, { orderId: order.orderId, approve: true, note: '', proposedPlan: bad }),
    ).toEqual(ERROR('调整方案中有本中心不存在的项目'));
    expect(
      await decide(doctor, { orderId: order.orderId, approve: false, note: '改', proposedPlan: plan }),
    ).toEqual(ERROR('审核不通过的订单不能附带调整方案'));
    expect((await getOrder(server, token, order.orderId)).data.status).toBe('order_pending');

    const changed = { ...plan, base: plan.base.slice(0, 3), chosen: [] };
    const answer = await decide(doctor, {
      orderId: order.orderId,
      approve: true,
      note: '建议减少部分项目',
      proposedPlan: changed,
    });
    expect(answer.data.status).toBe('order_hospital_examination');
    const review = (await getOrder(server, token, order.orderId)).data.review;
    expect(review).toMatchObject({ state: 'approved', note: '建议减少部分项目' });
    expect(review.proposedItems.length).toBeGreaterThan(0);
    expect(review.proposedItems[0]).toEqual({ projectId: expect.any(String), item: expect.any(String) });
  });

  it('lets only a doctor or manager of that centre decide', async () => {
    const { token } = await newUser();
    const order = await pending(token, 5);
    const desk = await operatorToken(server.app, { centreId: '00-30', role: 'desk' });
    const otherDoctor = await operatorToken(server.app, { centreId: '00-1', role: 'doctor' });
    for (const op of [desk, otherDoctor]) {
      expect(await decide(op, { orderId: order.orderId, approve: true, note: '' })).toMatchObject({
        error_code: 'operator,forbidden',
      });
    }
    expect((await getOrder(server, token, order.orderId)).data.status).toBe('order_pending');
  });
});

describe('the no-show sweep', () => {
  it('closes unpaid orders whose day passed, keeps paid and checked-in ones', async () => {
    const user = await newUser();
    const at = place();
    const unpaid = await book(user.token, { ...at, idCardNo: newPerson() });
    const paid = await paidOrder(user.token, at);
    const comes = await book(user.token, { ...at, idCardNo: newPerson() });
    await on(at.date, async () => {
      // On the day itself nothing closes yet.
      await server.app.orders.closeNoShows(server.clock.now());
      expect((await getOrder(server, user.token, unpaid.orderId)).data.status).toBe(
        'order_hospital_examination',
      );
      const desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
      const checkedIn = await operatorCall(desk, 'POST', '/m/operator/orders/check-in.json', {
        orderNo: comes.orderNo,
      });
      expect(checkedIn.error_code).toBe('000000');
    });
    const before = await booked(at.date, at.slotNo);
    const nextDay = new Date(Date.parse(`${at.date}T00:00:00+08:00`) + 24 * HOUR + 60_000);
    const shift = nextDay.getTime() - server.clock.now().getTime();
    server.clock.advance(shift);
    try {
      const closed = await server.app.orders.closeNoShows(server.clock.now());
      expect(closed).toBeGreaterThanOrEqual(1);
      const status = async (id: number) => (await getOrder(server, user.token, id)).data;
      expect(await status(unpaid.orderId)).toMatchObject({ status: 'order_closed' });
      expect((await status(unpaid.orderId)).history.at(-1).note).toBe('体检日期已过未到检，订单已关闭');
      expect((await status(paid.orderId)).status).toBe('order_hospital_examination');
      expect((await status(comes.orderId)).status).toBe('order_hospital_examination');
      // The past day's place stays taken; a second sweep finds nothing more.
      expect(await booked(at.date, at.slotNo)).toBe(before);
      expect(await server.app.orders.closeNoShows(server.clock.now())).toBe(0);
    } finally {
      server.clock.advance(-shift);
    }
  });
});
