import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEDICAL_CARDS, DEMO_REFUNDED_ORDER, seedRecords } from '../../seed/records-data.ts';
import { seedReports } from '../../seed/report-data.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { headersOf, idCardOf, packageOrder, sessionFor, submit } from '../orders/order-fixtures.ts';

let server: TestServer;
const TODAY = '2026-11-22';
let demo: { token: string; userId: number };
let other: { token: string; userId: number };
let manager: string;
let seq = 0;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  // The demo account as the seed makes it: its person and past check-ups, then its records.
  demo = await sessionFor(server, '13800138000');
  await seedReports(server.db, demo.userId);
  await seedRecords(server.db, demo.userId);
  other = await sessionFor(server, '13700410001');
  manager = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
});
afterAll(async () => {
  await server.close();
});

const get = async (token: string | null, url: string) =>
  (await server.app.inject({ method: 'GET', url, headers: token ? headersOf(token) : {} })).json();
const post = async (token: string, url: string, payload: object) =>
  (await server.app.inject({ method: 'POST', url, headers: headersOf(token), payload })).json();

const cardList = (token: string, query = '') => get(token, `/m/center-service/medical_card/list${query}`);
const cardDetail = (token: string, id: number | string) =>
  get(token, `/m/center-service/medical_card/detail?id=${id}`);
const purchases = (token: string, query = '') =>
  get(token, `/m/assess-service/v1/product/sales/wxPurchaserHistory${query}`);
const purchase = (token: string, id: number | string, kind = 'exam') =>
  get(token, `/m/assess-service/v1/product/sales/wxPurchaserDetail?kind=${kind}&id=${id}`);

const NOT_FOUND = (error: string) => ({ error_code: 'not,found', error, data: null });
const INVALID = (error: string) => ({ error_code: 'param,invalid', error, data: null });

/** Every booking its own slot at 00-1, from 2026-12-02 on, skipping Sundays. */
function nextPlace(n: number) {
  let k = n;
  for (let d = 0; ; d++) {
    const date = new Date(Date.parse('2026-12-02T00:00:00Z') + d * 86_400_000);
    if (date.getUTCDay() === 0) continue;
    if (k < 9) return { date: date.toISOString().slice(0, 10), slotNo: k + 1 };
    k -= 9;
  }
}

/** A new account's online order for 00-1's basic package; paid through the sandbox unless told not to. */
async function onlineOrder(opts: { pay?: boolean; payType?: 'online' | 'onhospital' } = {}) {
  const n = ++seq;
  const user = await sessionFor(server, `1370042${String(n).padStart(4, '0')}`);
  const { body, breakdown } = await packageOrder(server, {
    ...nextPlace(n),
    idCardNo: idCardOf('19880808', 2 * n + 1),
    name: '赵六',
    payType: opts.payType ?? 'online',
  });
  const answer = await submit(server, user.token, body);
  expect(answer.data.code).toBe(0);
  const orderId = answer.data.orderId as number;
  if (opts.pay !== false && (opts.payType ?? 'online') === 'online') {
    const prepay = await post(user.token, '/m/wx/1/pay/prepay.json', { orderId });
    const paid = await post(user.token, '/m/pay/sandbox/confirm.json', { payId: prepay.data.payId });
    expect(paid.data.status).toBe('paid');
  }
  return { ...user, orderId, payable: breakdown.payable };
}

const applyRefund = (token: string, orderId: number) =>
  post(token, '/m/wx/refund/apply.json', { orderId, reason: '重复预约', idempotencyKey: randomUUID() });
const approveRefund = async (orderId: number) =>
  (
    await server.app.inject({
      method: 'POST',
      url: '/m/operator/refunds/decide.json',
      headers: operatorHeaders(manager),
      payload: { orderId, approve: true },
    })
  ).json();

describe('medical cards', () => {
  it('lists the account’s cards newest first, patient names masked', async () => {
    const answer = await cardList(demo.token);
    expect(answer.error_code).toBe('000000');
    expect(answer.data).toEqual([
      {
        id: expect.any(Number),
        sysCenterId: '00-85',
        sysCenterName: '北京东城老年健康体检中心',
        cardNo: DEMO_MEDICAL_CARDS.mother.cardNo,
        kind: 'electronic',
        kindName: '电子就诊卡',
        patientName: '李*兰',
      },
      {
        id: expect.any(Number),
        sysCenterId: '00-1',
        sysCenterName: '北京朝阳健康体检中心',
        cardNo: DEMO_MEDICAL_CARDS.self.cardNo,
        kind: 'physical',
        kindName: '实名就诊卡',
        patientName: '张*',
      },
    ]);
    expect(JSON.stringify(answer)).not.toContain('李秀兰');
    expect(JSON.stringify(answer)).not.toContain('张伟');
  });

  it('lists one centre’s cards when a centre is given; 00-0 is every centre', async () => {
    const at85 = await cardList(demo.token, '?sysCenterId=00-85');
    expect(at85.data.map((c: { cardNo: string }) => c.cardNo)).toEqual([DEMO_MEDICAL_CARDS.mother.cardNo]);
    expect((await cardList(demo.token, '?sysCenterId=00-7')).data).toEqual([]);
    expect((await cardList(demo.token, '?sysCenterId=00-0')).data).toHaveLength(2);
    expect(await cardList(demo.token, '?sysCenterId=abc')).toEqual(INVALID('体检中心编号不正确'));
  });

  it('shows one card with its numbers masked and the code the desk scans', async () => {
    const [, self] = (await cardList(demo.token)).data;
    const answer = await cardDetail(demo.token, self.id);
    expect(answer.data).toEqual({
      ...self,
      idCardNo: '110***********0012',
      phone: '138****8000',
      patientNo: DEMO_MEDICAL_CARDS.self.patientNo,
      scanCode: DEMO_MEDICAL_CARDS.self.cardNo,
      createdAt: '2021-04-16T23:50:00.000Z',
    });
    expect(JSON.stringify(answer)).not.toContain('110105198503120012');
  });

  it('gives another account nothing of the demo account’s cards: as if they did not exist', async () => {
    const ids = (await cardList(demo.token)).data.map((c: { id: number }) => c.id);
    expect((await cardList(other.token)).data).toEqual([]);
    const missing = await cardDetail(other.token, 2_000_000);
    expect(missing).toEqual(NOT_FOUND('该就诊卡不存在'));
    for (const id of ids) expect(await cardDetail(other.token, id)).toEqual(missing);
  });

  it('refuses a bad id and a call without a session', async () => {
    expect(await cardDetail(demo.token, 'x1')).toEqual(INVALID('就诊卡编号不正确'));
    expect(await cardDetail(demo.token, '99999999999')).toEqual(INVALID('就诊卡编号不正确'));
    expect(await cardDetail(demo.token, 0)).toEqual(INVALID('就诊卡编号不正确'));
    const anonymous = await get(null, '/m/center-service/medical_card/list');
    expect(anonymous.error_code).not.toBe('000000');
    expect(anonymous.data).toBeNull();
  });
});

describe('purchase records of the demo account', () => {
  it('are its paid orders, newest payment first: the refunded one, then the five past check-ups', async () => {
    const answer = await purchases(demo.token);
    expect(answer.data).toMatchObject({ total: 6, paginationNo: 1, hasMore: false });
    const list = answer.data.list;
    expect(list.map((p: { order: { orderNo: string } }) => p.order.orderNo)).toEqual([
      DEMO_REFUNDED_ORDER.orderNo,
      'TJ20250510900001',
      'TJ20240608900001',
      'TJ20230415900001',
      'TJ20220521900001',
      'TJ20210417900001',
    ]);
    expect(list[0]).toEqual({
      kind: 'exam',
      id: expect.any(Number),
      title: '1+X 全面筛查套餐',
      sysCenterId: '00-16',
      sysCenterName: '北京海淀1+X筛查中心',
      examinee: '张伟',
      amount: 128_800,
      refunded: 128_800,
      state: 'refunded',
      stateName: '已退款',
      paidAt: '2025-11-01T02:01:00.000Z',
      channel: 'sandbox',
      channelName: '沙箱支付',
      refunds: [
        {
          refundNo: expect.stringMatching(/^RF20251105\d{6,}$/),
          amount: 128_800,
          cardAmount: 0,
          status: 'refunded',
          statusName: '已退款',
          appliedAt: '2025-11-05T01:30:00.000Z',
          refundedAt: '2025-11-05T06:05:00.000Z',
        },
      ],
      order: {
        id: list[0].id,
        orderNo: DEMO_REFUNDED_ORDER.orderNo,
        sysCenterId: '00-16',
        status: 'order_complete_refund',
        statusName: '已退款',
        examDate: '2025-11-15',
        slotTime: '08:30-09:00',
      },
      bought: null,
    });
    // Paid online ten days before the exam day, at the time the order's history says.
    expect(list[1]).toMatchObject({
      title: '中青年全面体检套餐',
      amount: 168_800,
      refunded: 0,
      state: 'paid',
      stateName: '已支付',
      paidAt: '2025-04-30T02:01:00.000Z',
      refunds: [],
      order: { statusName: '已结束' },
    });
  });

  it('come a page at a time', async () => {
    const first = await purchases(demo.token, '?paginationNo=1&paginationSize=4');
    expect(first.data).toMatchObject({ total: 6, paginationNo: 1, hasMore: true });
    expect(first.data.list).toHaveLength(4);
    const second = await purchases(demo.token, '?paginationNo=2&paginationSize=4');
    expect(second.data).toMatchObject({ total: 6, paginationNo: 2, hasMore: false });
    expect(second.data.list.map((p: { id: number }) => p.id)).toEqual(
      (await purchases(demo.token)).data.list.slice(4).map((p: { id: number }) => p.id),
    );
    expect((await purchases(demo.token, '?paginationNo=3&paginationSize=4')).data).toMatchObject({
      list: [],
      hasMore: false,
    });
    expect(await purchases(demo.token, '?paginationSize=51')).toEqual(INVALID('每页条数应在1到50之间'));
    expect(await purchases(demo.token, '?paginationNo=0')).toEqual(INVALID('页码应为大于0的整数'));
  });

  it('show one record with its payment, now given back, and its refund', async () => {
    const [refunded] = (await purchases(demo.token)).data.list;
    const answer = await purchase(demo.token, refunded.id);
    expect(answer.data).toEqual({
      ...refunded,
      payments: [
        {
          payId: `PAY-DEMO-${DEMO_REFUNDED_ORDER.orderNo}`,
          amount: 128_800,
          channel: 'sandbox',
          channelName: '沙箱支付',
          status: 'refunded',
          statusName: '已退回',
          tradeNo: `SB-DEMO-${DEMO_REFUNDED_ORDER.orderNo}`,
          paidAt: '2025-11-01T02:01:00.000Z',
        },
      ],
      cardPaid: 0,
      couponName: null,
      couponDiscount: 0,
    });
    // Without a kind, a record is a check-up order.
    expect(
      (await get(demo.token, `/m/assess-service/v1/product/sales/wxPurchaserDetail?id=${refunded.id}`)).data,
    ).toEqual(answer.data);
  });

  it('give another account nothing: its list is empty and every demo id answers as a missing one', async () => {
    const ids = (await purchases(demo.token)).data.list.map((p: { id: number }) => p.id);
    expect((await purchases(other.token)).data).toEqual({
      list: [],
      total: 0,
      paginationNo: 1,
      hasMore: false,
    });
    const missing = await purchase(other.token, 2_000_000);
    expect(missing).toEqual(NOT_FOUND('该购买记录不存在'));
    for (const id of ids) expect(await purchase(other.token, id)).toEqual(missing);
  });

  it('refuses a bad kind or id and a call without a session', async () => {
    expect(await purchase(demo.token, 1, 'card')).toEqual(INVALID('购买记录类型不正确'));
    expect(await purchase(demo.token, 'abc')).toEqual(INVALID('购买记录编号不正确'));
    const anonymous = await get(null, '/m/assess-service/v1/product/sales/wxPurchaserHistory');
    expect(anonymous.error_code).not.toBe('000000');
    expect(anonymous.data).toBeNull();
  });

  it('are the same after the seed runs again', async () => {
    const before = await purchases(demo.token);
    const cards = await cardList(demo.token);
    await seedRecords(server.db, demo.userId);
    expect(await purchases(demo.token)).toEqual(before);
    expect(await cardList(demo.token)).toEqual(cards);
  });
});

describe('purchase records of orders booked here', () => {
  it('list an order once it is paid online, with its channel; never an unpaid or at-centre one', async () => {
    const unpaid = await onlineOrder({ pay: false });
    expect((await purchases(unpaid.token)).data.total).toBe(0);
    expect(await purchase(unpaid.token, unpaid.orderId)).toEqual(NOT_FOUND('该购买记录不存在'));
    const atCentre = await onlineOrder({ payType: 'onhospital' });
    expect((await purchases(atCentre.token)).data.total).toBe(0);
    expect(await purchase(atCentre.token, atCentre.orderId)).toEqual(NOT_FOUND('该购买记录不存在'));

    const paid = await onlineOrder();
    const list = (await purchases(paid.token)).data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'exam',
      id: paid.orderId,
      sysCenterName: '北京朝阳健康体检中心',
      examinee: '赵六',
      amount: paid.payable,
      refunded: 0,
      state: 'paid',
      stateName: '已支付',
      paidAt: server.clock.now().toISOString(),
      channelName: '沙箱支付',
      refunds: [],
      order: {
        id: paid.orderId,
        sysCenterId: '00-1',
        status: 'order_hospital_examination',
        statusName: '待体检',
      },
    });
    const detail = await purchase(paid.token, paid.orderId);
    expect(detail.data.payments).toEqual([
      expect.objectContaining({ amount: paid.payable, status: 'paid', statusName: '支付成功' }),
    ]);
    // Nor is it another account's.
    expect(await purchase(demo.token, paid.orderId)).toEqual(NOT_FOUND('该购买记录不存在'));
  });

  it('keep a refund being decided under 已支付, and turn 已退款 once the money is back', async () => {
    const paid = await onlineOrder();
    const applied = await applyRefund(paid.token, paid.orderId);
    expect(applied.data.status).toBe('applied');
    const pending = (await purchase(paid.token, paid.orderId)).data;
    expect(pending).toMatchObject({
      state: 'paid',
      stateName: '已支付',
      refunded: 0,
      refunds: [
        { refundNo: applied.data.refundNo, amount: paid.payable, status: 'applied', refundedAt: null },
      ],
    });

    expect((await approveRefund(paid.orderId)).data.status).toBe('refunded');
    const done = (await purchase(paid.token, paid.orderId)).data;
    expect(done).toMatchObject({
      state: 'refunded',
      stateName: '已退款',
      refunded: paid.payable,
      refunds: [{ refundNo: applied.data.refundNo, status: 'refunded', statusName: '已退款' }],
      payments: [{ status: 'refunded', statusName: '已退回' }],
      order: { status: 'order_complete_refund' },
    });
    expect(done.refunds[0].refundedAt).not.toBeNull();
    expect((await purchases(paid.token)).data.list[0]).toMatchObject({ state: 'refunded' });
  });
});
