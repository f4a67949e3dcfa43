import { fen } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSpecialDays } from '../../seed/schedule-data.ts';
import { DEMO_USER, seedDemoData } from '../../seed/seed.ts';
import { DEMO_CARDS } from '../../seed/wallet-data.ts';
import { authed, loginBySms } from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { walletRepository } from './repository.ts';

let server: TestServer;
// The test server's clock: Sunday 2026-11-22 09:00 in Shanghai.
const TODAY = '2026-11-22';
let demo: string;
let stranger: string;
let demoId: number;
let strangerId: number;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY });
  demo = (await loginBySms(server, DEMO_USER.mobilePhone)).token;
  stranger = (await loginBySms(server, '13900007101')).token;
  demoId = await server.app.users.ensureByPhone(DEMO_USER.mobilePhone);
  strangerId = await server.app.users.ensureByPhone('13900007101');
});
afterAll(async () => {
  await server.close();
});

const cards = async (token: string, sysCenterId = '00-1') =>
  (
    await server.app.inject({
      method: 'POST',
      url: '/m/center-service/exam_card/order_card',
      headers: authed(token),
      payload: { sysCenterId },
    })
  ).json();

const coupons = async (token: string, query: string) =>
  (
    await server.app.inject({
      method: 'GET',
      url: `/m/wx/1/pay/couponUnity.json?${query}`,
      headers: authed(token),
    })
  ).json();

const services = async (token: string, payload: Record<string, unknown>) =>
  (
    await server.app.inject({
      method: 'POST',
      url: '/m/wx/2/appointment/valueAddedServiceItem.json',
      headers: authed(token),
      payload,
    })
  ).json();

const inTx = <T>(work: (tx: Parameters<Parameters<typeof server.db.transaction>[0]>[0]) => Promise<T>) =>
  server.db.transaction(work);

const couponId = async (name: string) =>
  (await walletRepository.couponsOf(server.db, demoId)).find((c) => c.name === name)!.id;
const balance = async (cardNo: string) =>
  (await walletRepository.cardsByNo(server.db, demoId, [cardNo]))[0]!.balance;

describe('check-up cards', () => {
  it("lists the session user's cards, usable first, the expired one disabled with its reason", async () => {
    const body = await cards(demo);
    expect(body.error_code).toBe('000000');
    expect(
      body.data.available.map((c: { cardNo: string; balance: number }) => [c.cardNo, c.balance]),
    ).toEqual([
      [DEMO_CARDS.small, 20_000],
      [DEMO_CARDS.large, 150_000],
    ]);
    expect(body.data.disabled).toEqual([
      expect.objectContaining({ cardNo: DEMO_CARDS.expired, reason: '已过期', stateName: '已过期' }),
    ]);
  });

  it('shows another user none of them, and needs a session', async () => {
    expect((await cards(stranger)).data).toEqual({ available: [], disabled: [] });
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/m/center-service/exam_card/order_card',
      payload: { sysCenterId: '00-1' },
    });
    expect(anonymous.json().error_code).not.toBe('000000');
    expect((await cards(demo, '99-99')).error).toBe('未找到该体检中心，请重新选择');
  });
});

describe('coupons', () => {
  it('marks each coupon usable or not for the price, with the reason', async () => {
    const body = await coupons(demo, 'sysCenterId=00-1&price=50000&payType=online');
    expect(body.error_code).toBe('000000');
    const byName = new Map(body.data.map((c: { name: string }) => [c.name, c]));
    expect(byName.get('现金券¥50')).toMatchObject({
      couponType: 1,
      price: 5000,
      orderMinimum: 30000,
      available: 1,
      reason: '',
    });
    expect(byName.get('满1000减100')).toMatchObject({
      couponType: 2,
      available: 0,
      reason: '订单金额需超过¥1000.00',
    });
    expect(byName.get('碳13呼气试验兑换券')).toMatchObject({
      couponType: 3,
      available: 1,
      exchangeProjectMap: { id: 'C13', item: '碳13呼气试验' },
    });
    expect(byName.get('新人现金券¥30')).toMatchObject({ available: 0, reason: '已过期' });
    // Usable ones come first.
    const flags = body.data.map((c: { available: number }) => c.available);
    expect(flags).toEqual([...flags].sort((a: number, b: number) => b - a));

    const big = await coupons(demo, 'sysCenterId=00-1&price=120000');
    expect(big.data.find((c: { name: string }) => c.name === '满1000减100').available).toBe(1);
    // Exactly the minimum is not above it.
    const edge = await coupons(demo, 'sysCenterId=00-1&price=30000');
    expect(edge.data.find((c: { name: string }) => c.name === '现金券¥50')).toMatchObject({
      available: 0,
      reason: '订单金额需超过¥300.00',
    });
  });

  it("never lists another user's coupons and refuses a bad price", async () => {
    expect((await coupons(stranger, 'sysCenterId=00-1&price=50000')).data).toEqual([]);
    expect(await coupons(demo, 'sysCenterId=00-1&price=12.5')).toMatchObject({
      error_code: 'param,invalid',
      error: '金额不正确',
    });
  });

  it('locks for one order, refuses a second, is used on payment; release frees an unpaid lock', async () => {
    const id = await couponId('现金券¥50');
    const lock = (orderId: number, userId = demoId, actualPrice = 50_000) =>
      inTx((tx) =>
        server.app.wallet.lockCoupon(tx, { userId, couponId: id, orderId, actualPrice: fen(actualPrice) }),
      );

    expect(await lock(9001, strangerId)).toEqual({ ok: false, message: '该电子券不存在' });
    expect(await lock(9001, demoId, 20_000)).toEqual({ ok: false, message: '订单金额需超过¥300.00' });
    const locked = await lock(9001);
    expect(locked).toMatchObject({ ok: true, coupon: { id, name: '现金券¥50', price: 5000 } });
    expect(await lock(9002)).toEqual({ ok: false, message: '该电子券已被使用，请重新选择' });
    const listed = await coupons(demo, 'sysCenterId=00-1&price=50000');
    expect(listed.data.find((c: { id: number }) => c.id === id)).toMatchObject({
      available: 0,
      reason: '该电子券已被未支付订单使用',
    });

    await inTx((tx) => server.app.wallet.releaseCoupon(tx, { orderId: 9001 }));
    expect(await lock(9003)).toMatchObject({ ok: true });
    await inTx((tx) => server.app.wallet.useCoupon(tx, { orderId: 9003 }));
    // Paid: releasing the order no longer frees it, and it leaves the list.
    await inTx((tx) => server.app.wallet.releaseCoupon(tx, { orderId: 9003 }));
    expect((await walletRepository.coupon(server.db, demoId, id))!.state).toBe('used');
    expect(await lock(9004)).toEqual({ ok: false, message: '该电子券已被使用，请重新选择' });
    const after = await coupons(demo, 'sysCenterId=00-1&price=50000');
    expect(after.data.some((c: { id: number }) => c.id === id)).toBe(false);
  });

  it('only one of four orders racing for the same coupon gets it', async () => {
    const id = await couponId('碳13呼气试验兑换券');
    const results = await Promise.all(
      [9101, 9102, 9103, 9104].map((orderId) =>
        inTx((tx) =>
          server.app.wallet.lockCoupon(tx, {
            userId: demoId,
            couponId: id,
            orderId,
            actualPrice: fen(50_000),
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});

describe('card debits', () => {
  it('debits the cards in the order chosen, never beyond the amount, with ledger rows; refunds once', async () => {
    const debit = await inTx((tx) =>
      server.app.wallet.debitCards(tx, {
        userId: demoId,
        cardNos: [DEMO_CARDS.small, DEMO_CARDS.large],
        amount: fen(30_000),
        orderId: 9201,
      }),
    );
    expect(debit).toEqual({
      ok: true,
      debits: [
        { cardNo: DEMO_CARDS.small, amount: 20_000 },
        { cardNo: DEMO_CARDS.large, amount: 10_000 },
      ],
    });
    expect(await balance(DEMO_CARDS.small)).toBe(0);
    expect(await balance(DEMO_CARDS.large)).toBe(140_000);
    expect(
      (await walletRepository.ledgerOf(server.db, 9201)).map((r) => [r.cardNo, r.amount, r.reason]),
    ).toEqual([
      [DEMO_CARDS.small, -20_000, 'debit'],
      [DEMO_CARDS.large, -10_000, 'debit'],
    ]);
    // An emptied card is listed as disabled.
    const listed = await cards(demo);
    expect(listed.data.disabled).toContainEqual(
      expect.objectContaining({ cardNo: DEMO_CARDS.small, reason: '余额为0' }),
    );

    const first = await inTx((tx) => server.app.wallet.refundCards(tx, { orderId: 9201 }));
    expect(first).toHaveLength(2);
    expect(await inTx((tx) => server.app.wallet.refundCards(tx, { orderId: 9201 }))).toEqual([]);
    expect(await balance(DEMO_CARDS.small)).toBe(20_000);
    expect(await balance(DEMO_CARDS.large)).toBe(150_000);
  });

  it("refuses another user's card, an expired card, a repeated card and a fourth card, changing nothing", async () => {
    const tryDebit = (userId: number, cardNos: string[]) =>
      inTx((tx) => server.app.wallet.debitCards(tx, { userId, cardNos, amount: fen(10_000), orderId: 9301 }));
    expect(await tryDebit(strangerId, [DEMO_CARDS.large])).toEqual({
      ok: false,
      message: '所选体检卡不存在',
    });
    expect(await tryDebit(demoId, [DEMO_CARDS.large, DEMO_CARDS.expired])).toEqual({
      ok: false,
      message: `体检卡${DEMO_CARDS.expired}已过期`,
    });
    expect(await tryDebit(demoId, [DEMO_CARDS.large, DEMO_CARDS.large])).toEqual({
      ok: false,
      message: '请勿重复选择同一张体检卡',
    });
    expect(await tryDebit(demoId, ['1', '2', '3', '4'])).toEqual({
      ok: false,
      message: '最多可选择三张电子体检卡',
    });
    expect(await balance(DEMO_CARDS.large)).toBe(150_000);
    expect(await walletRepository.ledgerOf(server.db, 9301)).toEqual([]);
  });

  it('never takes a balance below zero when orders race for the same card', async () => {
    const results = await Promise.all(
      [9401, 9402, 9403].map((orderId) =>
        inTx((tx) =>
          server.app.wallet.debitCards(tx, {
            userId: demoId,
            cardNos: [DEMO_CARDS.small],
            amount: fen(15_000),
            orderId,
          }),
        ),
      ),
    );
    // ¥200 pays one ¥150 order in full. The others either take what is left (after the first commits)
    // or, having read the balance before it did, are refused rather than take more than is there.
    const taken = results.flatMap((r) => (r.ok ? r.debits.map((d) => d.amount) : []));
    const sum = taken.reduce((a, b) => a + b, 0);
    expect(taken).toContain(15_000);
    expect(sum).toBeLessThanOrEqual(20_000);
    expect(await balance(DEMO_CARDS.small)).toBe(20_000 - sum);
    for (const r of results) if (!r.ok) expect(r.message).toBe('体检卡余额不足，请重新选择');
    for (const orderId of [9401, 9402, 9403])
      await inTx((tx) => server.app.wallet.refundCards(tx, { orderId }));
    expect(await balance(DEMO_CARDS.small)).toBe(20_000);
  });
});

describe('exclusive services', () => {
  const { noVip, gastroFull } = demoSpecialDays('00-1', TODAY);

  it('lists the services for the total and payment, with the places the date has left (canVip)', async () => {
    const online = await services(demo, {
      sysCenterId: '00-1',
      boExaminationDate: gastroFull,
      price: 60_000,
      paymentType: 'online',
    });
    expect(online.error_code).toBe('000000');
    // Paying online drops the service paid at the centre (report mailing).
    expect(online.data.map((s: { projectId: string; canVip: number }) => [s.projectId, s.canVip])).toEqual([
      ['SVC-VIP', 5],
      ['SVC-BREAKFAST', 50],
    ]);
    // Below the VIP escort's minimum total it is not offered.
    const hospital = await services(demo, {
      sysCenterId: '00-1',
      boExaminationDate: gastroFull,
      price: 40_000,
      paymentType: 'onhospital',
    });
    expect(hospital.data.map((s: { projectId: string; canVip: number }) => [s.projectId, s.canVip])).toEqual([
      ['SVC-BREAKFAST', 50],
      ['SVC-MAIL', 100],
    ]);
    const closed = await services(demo, {
      sysCenterId: '00-1',
      boExaminationDate: noVip,
      price: 60_000,
      paymentType: 'online',
    });
    expect(closed.data.find((s: { projectId: string }) => s.projectId === 'SVC-VIP').canVip).toBe(0);
    expect((await services(demo, { sysCenterId: '00-85', price: 60_000 })).data).toEqual([]);
    expect((await services(demo, { sysCenterId: '00-1', boExaminationDate: '2026/12/01' })).error_code).toBe(
      'param,invalid',
    );
  });

  it('reserves a place per service and date, refuses a date without one, and gives places back', async () => {
    const take = (date: string, projectIds: string[]) =>
      inTx((tx) => server.app.wallet.reserveServices(tx, { sysCenterId: '00-1', date, projectIds }));
    expect(await take(noVip, ['SVC-BREAKFAST', 'SVC-VIP'])).toEqual({
      ok: false,
      message: '您当前选择的体检日期，不提供 “VIP 专属陪检” 服务',
    });
    const breakfast = async (date: string) =>
      (await services(demo, { sysCenterId: '00-1', boExaminationDate: date, price: 60_000 })).data.find(
        (s: { projectId: string }) => s.projectId === 'SVC-BREAKFAST',
      ).canVip;
    // The refusal gave back the breakfast it had taken first.
    expect(await breakfast(noVip)).toBe(50);
    expect(await take(noVip, ['SVC-UNKNOWN'])).toEqual({ ok: false, message: '所选专属服务不存在' });

    const date = '2026-12-01';
    for (let i = 0; i < 5; i++) expect(await take(date, ['SVC-VIP'])).toMatchObject({ ok: true });
    expect(await take(date, ['SVC-VIP'])).toEqual({
      ok: false,
      message: '您当前选择的体检日期，不提供 “VIP 专属陪检” 服务',
    });
    const ok = await take(date, ['SVC-BREAKFAST']);
    expect(ok).toMatchObject({
      ok: true,
      services: [{ projectId: 'SVC-BREAKFAST', price: 3000, canVip: 49 }],
    });
    await inTx((tx) =>
      server.app.wallet.releaseServices(tx, {
        sysCenterId: '00-1',
        date,
        projectIds: ['SVC-VIP', 'SVC-BREAKFAST'],
      }),
    );
    expect(await breakfast(date)).toBe(50);
    expect(await take(date, ['SVC-VIP'])).toMatchObject({ ok: true });
  });
});
