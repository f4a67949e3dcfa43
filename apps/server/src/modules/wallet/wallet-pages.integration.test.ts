// 我的卡包 (cards and each card's ledger) and the e-coupon list and detail, as the demo account and a
// stranger see them: every read owner-only, balances the sum of the ledger.
import { fen } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, seedDemoData } from '../../seed/seed.ts';
import { DEMO_CARDS } from '../../seed/wallet-data.ts';
import { authed, loginBySms } from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { ordersRepository } from '../orders/repository.ts';
import { walletRepository } from './repository.ts';

let server: TestServer;
// The test server's clock: Sunday 2026-11-22 09:00 in Shanghai.
const TODAY = '2026-11-22';
let demo: string;
let stranger: string;
let demoId: number;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY });
  demo = (await loginBySms(server, DEMO_USER.mobilePhone)).token;
  stranger = (await loginBySms(server, '13900007201')).token;
  demoId = await server.app.users.ensureByPhone(DEMO_USER.mobilePhone);
});
afterAll(async () => {
  await server.close();
});

const get = async (token: string | null, url: string) =>
  (await server.app.inject({ method: 'GET', url: `/m${url}`, headers: token ? authed(token) : {} })).json();

interface Row {
  reason: string;
  amount: number;
  note: string;
  orderNo: string | null;
  at: string;
}

describe('我的卡包', () => {
  it("lists the account's cards with balances, names, expiry and state, usable first", async () => {
    const body = await get(demo, '/center-service/exam_card/my_card');
    expect(body.error_code).toBe('000000');
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        cardNo: DEMO_CARDS.small,
        name: '电子体检卡',
        balance: 20_000,
        expiryDate: '2027-11-22',
        state: 'usable',
        stateName: '可用',
        sysCenterId: null,
      },
      expect.objectContaining({
        cardNo: DEMO_CARDS.large,
        name: '体检储值卡',
        balance: 150_000,
        stateName: '可用',
      }),
      // Expired with money left on it: expired, whatever it holds.
      expect.objectContaining({
        cardNo: DEMO_CARDS.expired,
        balance: 30_000,
        expiryDate: '2026-10-23',
        state: 'expired',
        stateName: '已过期',
      }),
    ]);
    // A centre filter keeps the cards for every centre; an unknown centre is refused.
    expect((await get(demo, '/center-service/exam_card/my_card?sysCenterId=00-1')).data).toHaveLength(3);
    expect((await get(demo, '/center-service/exam_card/my_card?sysCenterId=99-99')).error).toBe(
      '未找到该体检中心，请重新选择',
    );
  });

  it('shows a card emptied by an order as 已用完 until the order gives the money back', async () => {
    const orderId = 9_801;
    const debit = await server.db.transaction((tx) =>
      server.app.wallet.debitCards(tx, {
        userId: demoId,
        cardNos: [DEMO_CARDS.small],
        amount: fen(20_000),
        orderId,
      }),
    );
    expect(debit.ok).toBe(true);
    const small = async () =>
      (await get(demo, '/center-service/exam_card/my_card')).data.find(
        (c: { cardNo: string }) => c.cardNo === DEMO_CARDS.small,
      );
    expect(await small()).toMatchObject({ balance: 0, state: 'empty', stateName: '已用完' });
    await server.db.transaction((tx) => server.app.wallet.refundCards(tx, { orderId }));
    expect(await small()).toMatchObject({ balance: 20_000, state: 'usable' });
    const ledger = (await get(demo, `/center-service/exam_card/ledger?cardNo=${DEMO_CARDS.small}`)).data;
    expect(ledger.rows.map((r: Row) => [r.reason, r.amount])).toEqual([
      ['refund', 20_000],
      ['debit', -20_000],
      ['issue', 20_000],
    ]);
  });

  it("gives a card's every movement, latest first, with order numbers; the balance is their sum", async () => {
    const body = await get(demo, `/center-service/exam_card/ledger?cardNo=${DEMO_CARDS.large}`);
    expect(body.error_code).toBe('000000');
    const { rows, balance } = body.data;
    const [cancelled] = (await ordersRepository.listOfUser(server.db, demoId)).filter(
      (o) => o.status === 'order_cancel' && o.cardNos.includes(DEMO_CARDS.large),
    );
    expect(cancelled).toBeDefined();
    expect(rows.map((r: Row) => [r.reason, r.amount, r.orderNo, r.note])).toEqual([
      ['topup', 50_000, null, '单位福利充值'],
      ['refund', 38_000, cancelled!.orderNo, '订单取消或退款，退回卡内'],
      ['debit', -38_000, cancelled!.orderNo, '体检订单支付'],
      ['issue', 100_000, null, '开卡充值'],
    ]);
    expect(rows.reduce((sum: number, r: Row) => sum + r.amount, 0)).toBe(balance);
    expect(balance).toBe(150_000);
    const times = rows.map((r: Row) => r.at);
    expect(times).toEqual([...times].sort().reverse());
    // The order behind the debit paid all of it by this card and was cancelled.
    expect(cancelled).toMatchObject({ cardPaid: 38_000, payable: 0, paid: 0 });
  });

  it("answers another account's card as a card that does not exist, and needs a session", async () => {
    const missing = await get(demo, '/center-service/exam_card/ledger?cardNo=8800999999999999');
    const theirs = await get(stranger, `/center-service/exam_card/ledger?cardNo=${DEMO_CARDS.large}`);
    expect(missing).toMatchObject({ error: '该体检卡不存在', data: null });
    expect(theirs).toEqual(missing);
    expect((await get(stranger, '/center-service/exam_card/my_card')).data).toEqual([]);
    expect((await get(demo, "/center-service/exam_card/ledger?cardNo=88'%20or%201=1")).error).toBe(
      '体检卡号不正确',
    );
    expect((await get(null, '/center-service/exam_card/my_card')).error_code).not.toBe('000000');
  });
});

describe('电子券', () => {
  const list = (token: string, query: string) =>
    get(token, `/wx/1/pay/couponUnity.json?page=1&size=99&${query}`);
  const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name);

  it('lists each tab: to be used, used, expired, each coupon with its value and dates', async () => {
    const usable = await list(demo, 'state=usable');
    expect(usable.error_code).toBe('000000');
    expect(names(usable).sort()).toEqual(['满1000减100', '现金券¥50', '碳13呼气试验兑换券'].sort());
    expect(usable.data.find((c: { name: string }) => c.name === '现金券¥50')).toMatchObject({
      couponType: 1,
      price: 5_000,
      orderMinimum: 30_000,
      available: 1,
      reason: '',
      startDate: '2026-11-12',
      endDate: '2027-05-21',
    });
    const used = await list(demo, 'state=used');
    expect(used.data).toEqual([
      expect.objectContaining({
        name: '骨密度检测赠送券',
        couponType: 4,
        available: 0,
        reason: '该电子券已使用',
        exchangeProjectMap: { id: 'BMD-US', item: '超声骨密度' },
      }),
    ]);
    const expired = await list(demo, 'state=expired');
    expect(expired.data).toEqual([
      expect.objectContaining({ name: '新人现金券¥30', couponType: 1, available: 0, reason: '已过期' }),
    ]);
    // Every type of coupon is there.
    const types = [...usable.data, ...used.data, ...expired.data].map(
      (c: { couponType: number }) => c.couponType,
    );
    expect(new Set(types)).toEqual(new Set([1, 2, 3, 4]));
  });

  it('pages a tab, and still requires a centre for an order', async () => {
    const all = names(await list(demo, 'state=usable'));
    const second = await get(demo, '/wx/1/pay/couponUnity.json?state=usable&page=2&size=1');
    expect(names(second)).toEqual([all[1]]);
    expect((await get(demo, '/wx/1/pay/couponUnity.json?state=usable&page=9&size=1')).data).toEqual([]);
    expect((await get(demo, '/wx/1/pay/couponUnity.json?state=all')).error).toBe('电子券状态不正确');
    expect((await get(demo, '/wx/1/pay/couponUnity.json?state=usable&size=100')).error).toBe(
      '每页条数不正确',
    );
    expect((await get(demo, '/wx/1/pay/couponUnity.json?price=50000')).error).toBe('请选择体检中心');
  });

  it('keeps a coupon an unpaid order holds in the usable tab, saying so, and its detail names the order', async () => {
    const id = (await walletRepository.couponsOf(server.db, demoId)).find(
      (c) => c.name === '满1000减100',
    )!.id;
    const [order] = await ordersRepository.listOfUser(server.db, demoId);
    await walletRepository.lockCoupon(server.db, demoId, id, order!.id);
    try {
      const usable = await list(demo, 'state=usable');
      expect(usable.data.find((c: { id: number }) => c.id === id)).toMatchObject({
        available: 0,
        reason: '该电子券已被未支付订单使用',
      });
      const detail = await get(demo, `/platform/coupon/detailUnity.json?id=${id}&couponType=2`);
      expect(detail.data).toMatchObject({
        state: 'usable',
        stateName: '已被未支付订单占用',
        order: { id: order!.id, orderNo: order!.orderNo },
      });
    } finally {
      await walletRepository.setCouponState(server.db, order!.id, 'locked', 'unused');
    }
  });

  it('gives a coupon with how to use it, and the order that spent a used one', async () => {
    const coupons = await walletRepository.couponsOf(server.db, demoId);
    const cash = coupons.find((c) => c.name === '现金券¥50')!;
    const body = await get(demo, `/platform/coupon/detailUnity.json?id=${cash.id}&couponType=1`);
    expect(body.error_code).toBe('000000');
    expect(body.data).toMatchObject({
      id: cash.id,
      name: '现金券¥50',
      state: 'usable',
      stateName: '可使用',
      sysCenterName: null,
      content: '订单金额满300元可用，仅限在线支付。',
      order: null,
    });
    expect(body.data.rules).toContain('订单金额超过¥300.00，立减¥50.00');
    expect(body.data.rules).toContain('有效期：2026-11-12 至 2027-05-21');

    const gift = coupons.find((c) => c.couponType === 4)!;
    const used = (await get(demo, `/platform/coupon/detailUnity.json?id=${gift.id}&couponType=4`)).data;
    const spentBy = (await ordersRepository.listOfUser(server.db, demoId)).find(
      (o) => o.id === gift.orderId,
    )!;
    expect(spentBy.status).toBe('order_end');
    expect(used).toMatchObject({
      state: 'used',
      stateName: '已使用',
      exchangeProjectMap: { id: 'BMD-US', item: '超声骨密度' },
      order: {
        id: spentBy.id,
        orderNo: spentBy.orderNo,
        sysCenterId: spentBy.sysCenterId,
        examDate: spentBy.examDate,
      },
    });
    expect(used.rules[0]).toBe('预约体检时免费赠送“超声骨密度”一次（价值¥80.00）');

    const project = coupons.find((c) => c.couponType === 3)!;
    const detail3 = (await get(demo, `/platform/coupon/detailUnity.json?id=${project.id}&couponType=3`)).data;
    expect(detail3.rules[0]).toContain('可兑换“碳13呼气试验”一次');
  });

  it("answers another account's coupon, a wrong type and a missing id alike", async () => {
    const cash = (await walletRepository.couponsOf(server.db, demoId)).find((c) => c.name === '现金券¥50')!;
    const missing = await get(demo, '/platform/coupon/detailUnity.json?id=999999&couponType=1');
    expect(missing).toMatchObject({ error: '该电子券不存在', data: null });
    expect(await get(stranger, `/platform/coupon/detailUnity.json?id=${cash.id}&couponType=1`)).toEqual(
      missing,
    );
    expect(await get(demo, `/platform/coupon/detailUnity.json?id=${cash.id}&couponType=2`)).toEqual(missing);
    for (const state of ['usable', 'used', 'expired'])
      expect((await list(stranger, `state=${state}`)).data).toEqual([]);
    expect((await get(demo, '/platform/coupon/detailUnity.json?id=abc&couponType=1')).error).toBe(
      '电子券编号不正确',
    );
    expect((await get(demo, `/platform/coupon/detailUnity.json?id=${cash.id}&couponType=5`)).error).toBe(
      '电子券类型不正确',
    );
  });
});
