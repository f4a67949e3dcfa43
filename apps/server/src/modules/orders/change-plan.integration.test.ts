import { randomUUID } from 'node:crypto';
import { checkProject, type Plan, priceSummary, uncheckProject } from '@tijian/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { seedWallet } from '../../seed/wallet-data.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { scheduleRepository } from '../schedule/repository.ts';
import { scheduleItemQuotas } from '../schedule/schema.ts';
import { walletRepository } from '../wallet/repository.ts';
import {
  customOrder,
  getOrder,
  headersOf,
  idCardOf,
  packageOrder,
  sessionFor,
  submit,
} from './order-fixtures.ts';
import { ordersRepository } from './repository.ts';

let server: TestServer;
const TODAY = '2026-11-22';
// Days of this file's own, past the seeded 60: GAS-PLAIN has places on DAY, none online on FULL.
const DAY = '2027-04-01';
const FULL = '2027-04-02';
const GASTRO = 'GAS-PLAIN';

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  await scheduleRepository.upsertDays(
    server.db,
    [DAY, FULL].map((date) => ({ centreId: '00-1', date, rest: 0, description: '' })),
  );
  await scheduleRepository.insertSlots(
    server.db,
    [DAY, FULL].flatMap((date) =>
      [1, 2, 3].map((slotNo) => ({
        centreId: '00-1',
        date,
        slotNo,
        testTime: `0${7 + slotNo}:00~0${7 + slotNo}:30`,
        capacity: 20,
        booked: 0,
      })),
    ),
  );
  await scheduleRepository.insertQuotas(server.db, [
    { centreId: '00-1', date: DAY, projectId: GASTRO, quota: 5, capacity: 9, bookedElsewhere: 0 },
    { centreId: '00-1', date: FULL, projectId: GASTRO, quota: 0, capacity: 3, bookedElsewhere: 0 },
  ]);
}, 120_000);
afterAll(async () => {
  await server.close();
});

let seq = 0;
const newUser = () => sessionFor(server, `1370003${String(++seq).padStart(4, '0')}`);

const quotaBooked = async (date: string) => {
  const [row] = await server.db
    .select()
    .from(scheduleItemQuotas)
    .where(
      and(
        eq(scheduleItemQuotas.centreId, '00-1'),
        eq(scheduleItemQuotas.date, date),
        eq(scheduleItemQuotas.projectId, GASTRO),
      ),
    );
  return row!.booked;
};

async function bookCustom(date: string, chosen: string[] = []) {
  const user = await newUser();
  const { body } = await customOrder(server, {
    date,
    slotNo: 1,
    idCardNo: idCardOf('19880101', 2 * seq + 1),
    chosen,
  });
  const answer = await submit(server, user.token, body);
  expect(answer.data.code).toBe(0);
  return { ...user, body, orderId: answer.data.orderId as number };
}

async function catalogue(centreId = '00-1') {
  return (await server.app.catalogue.centreCatalogue(centreId)).index;
}

/** The plan with an item checked or unchecked as the chooser would, and its total as confirm-items shows it. */
async function changed(plan: Plan, change: { check?: string; uncheck?: string }, centreId = '00-1') {
  const ix = await catalogue(centreId);
  let next = plan;
  if (change.check) {
    const result = checkProject(ix, next, change.check);
    if (result.kind !== 'ok') throw new Error(`cannot check ${change.check}`);
    next = result.plan;
  }
  if (change.uncheck) {
    const result = uncheckProject(ix, next, change.uncheck);
    if (result.kind !== 'ok') throw new Error(`cannot uncheck ${change.uncheck}`);
    next = result.plan;
  }
  return { plan: next, price: priceSummary(ix, next).priceTotal };
}

const edit = (token: string, body: object, orderId: number, plan: Plan, price: number) =>
  submit(server, token, {
    ...body,
    _BIZCODE: '0001',
    id: orderId,
    idempotencyKey: randomUUID(),
    plan,
    price,
  });

describe('editing the items of an order (_BIZCODE 0001)', () => {
  it('re-prices the new plan, rewrites the lines and amounts, takes the limited item’s quota, and keeps history', async () => {
    const { token, body, orderId } = await bookCustom(DAY);
    const before = (await getOrder(server, token, orderId)).data;
    const quota = await quotaBooked(DAY);
    const next = await changed(before.plan, { check: GASTRO });
    const answer = await edit(token, body, orderId, next.plan, next.price);
    expect(answer).toMatchObject({
      error_code: '000000',
      data: { code: 0, orderId, status: 'order_hospital_examination' },
    });
    const after = (await getOrder(server, token, orderId)).data;
    expect(after.plan.chosen).toContain(GASTRO);
    expect(after.items.map((i: { projectId: string }) => i.projectId)).toContain(GASTRO);
    expect(after.itemsPrice + after.materialFee).toBeGreaterThan(before.itemsPrice + before.materialFee);
    expect(after.payable).toBe(answer.data.payable);
    expect(await quotaBooked(DAY)).toBe(quota + 1);
    const history = await ordersRepository.history(server.db, orderId);
    expect(history.at(-1)).toMatchObject({ actor: 'user', note: '修改体检项目' });

    // Taking it out again gives the quota back.
    const back = await changed(after.plan, { uncheck: GASTRO });
    expect((await edit(token, body, orderId, back.plan, back.price)).data.code).toBe(0);
    expect(await quotaBooked(DAY)).toBe(quota);
    expect((await getOrder(server, token, orderId)).data.itemsPrice).toBe(before.itemsPrice);
  });

  it('refuses a total other than the server’s, changing nothing', async () => {
    const { token, body, orderId } = await bookCustom(DAY);
    const before = (await getOrder(server, token, orderId)).data;
    const next = await changed(before.plan, { check: GASTRO });
    const quota = await quotaBooked(DAY);
    expect(await edit(token, body, orderId, next.plan, next.price - 100)).toMatchObject({
      error_code: 'param,invalid',
      error: '订单金额已变化，请返回重新确认',
    });
    expect(await quotaBooked(DAY)).toBe(quota);
    expect((await getOrder(server, token, orderId)).data.items).toEqual(before.items);
  });

  it('refuses an item whose quota that day is spent, with the calendar’s words', async () => {
    const { token, body, orderId } = await bookCustom(FULL);
    const before = (await getOrder(server, token, orderId)).data;
    const next = await changed(before.plan, { check: GASTRO });
    const answer = await edit(token, body, orderId, next.plan, next.price);
    expect(answer.error_code).toBe('param,invalid');
    expect(answer.error).toMatch(/以下项目(限约|满约)，请选择其他日期$/);
    expect((await getOrder(server, token, orderId)).data.plan).toEqual(before.plan);
  });

  it('refuses once the order is paid, another account’s order, and a body without the order', async () => {
    const { token, body, orderId } = await bookCustom(DAY);
    const before = (await getOrder(server, token, orderId)).data;
    const next = await changed(before.plan, { check: GASTRO });

    const stranger = await newUser();
    expect((await edit(stranger.token, body, orderId, next.plan, next.price)).error_code).toBe('not,found');
    expect(
      await submit(server, token, { ...body, _BIZCODE: '0001', idempotencyKey: randomUUID() }),
    ).toMatchObject({
      error: '请选择要修改的订单',
    });

    // Paid online (as the payment callback leaves it).
    await server.db.execute(sql`update orders set paid = 100 where id = ${orderId}`);
    expect(await edit(token, body, orderId, next.plan, next.price)).toMatchObject({
      error_code: 'param,invalid',
      error: '订单已支付，不能修改项目，如需调整请申请退款后重新预约',
    });
    expect((await getOrder(server, token, orderId)).data.plan).toEqual(before.plan);
  });
});

describe('editing the items of an order with a coupon', () => {
  it('keeps the coupon while the items qualify and gives it back when they no longer do', async () => {
    const user = await newUser();
    await seedWallet(server.db, user.userId, TODAY);
    const coupon = (
      await server.app.wallet.couponsFor(user.userId, { sysCenterId: '00-1', price: 100_000 })
    ).find((c) => c.name === '碳13呼气试验兑换券')!;
    const { body, breakdown } = await customOrder(server, {
      date: DAY,
      slotNo: 2,
      idCardNo: idCardOf('19880101', 2 * ++seq + 1),
      chosen: ['C13'],
      payType: 'online',
      coupon,
    });
    const booked = await submit(server, user.token, body);
    expect(booked.data).toMatchObject({ code: 0, status: 'order_hospital_payment' });
    const orderId = booked.data.orderId as number;
    expect(breakdown.couponDiscount).toBe(15_000);

    // Adding an item: the coupon still applies and still takes its price off.
    const before = (await getOrder(server, user.token, orderId)).data;
    const more = await changed(before.plan, { check: GASTRO });
    expect((await edit(user.token, body, orderId, more.plan, more.price)).data.code).toBe(0);
    const kept = (await getOrder(server, user.token, orderId)).data;
    expect(kept).toMatchObject({ couponName: '碳13呼气试验兑换券', couponDiscount: 15_000 });
    expect(kept.payable).toBe(more.price - 15_000);

    // Dropping the item the coupon is for: the coupon goes back to the person, the order pays in full.
    const fewer = await changed(kept.plan, { uncheck: 'C13' });
    expect((await edit(user.token, body, orderId, fewer.plan, fewer.price)).data.code).toBe(0);
    const released = (await getOrder(server, user.token, orderId)).data;
    expect(released).toMatchObject({ couponName: null, couponDiscount: 0, status: 'order_hospital_payment' });
    expect(released.payable).toBe(fewer.price);
    expect((await walletRepository.coupon(server.db, user.userId, coupon.id))!.state).toBe('unused');
  });
});

describe('editing the items of an order a doctor reviews', () => {
  it('changes them while the review is pending, never after the approval', async () => {
    const user = await newUser();
    const { body } = await customOrder(server, {
      date: '2026-12-03',
      slotNo: 3,
      sysCenterId: '00-30',
      idCardNo: idCardOf('19880101', 2 * ++seq + 1),
    });
    const booked = await submit(server, user.token, body);
    expect(booked.data).toMatchObject({ code: 0, status: 'order_pending' });
    const orderId = booked.data.orderId as number;
    const pending = await changed(
      (await getOrder(server, user.token, orderId)).data.plan,
      { check: 'C13' },
      '00-30',
    );
    expect((await edit(user.token, body, orderId, pending.plan, pending.price)).data.code).toBe(0);

    // Approved (as the doctor's decision leaves it): the plan the doctor saw stays.
    await server.db.execute(
      sql`update orders set status = 'order_hospital_examination', reviewed_at = now() where id = ${orderId}`,
    );
    const after = await changed(
      (await getOrder(server, user.token, orderId)).data.plan,
      { uncheck: 'C13' },
      '00-30',
    );
    expect(await edit(user.token, body, orderId, after.plan, after.price)).toMatchObject({
      error_code: 'param,invalid',
      error: '该订单已通过医生审核，修改项目需重新审核，请取消订单后重新预约',
    });
  });
});

describe('editing a package booked without review at a centre of verify type 2', () => {
  it('refuses an added item, which would have needed the doctor', async () => {
    const user = await newUser();
    const { body } = await packageOrder(server, {
      date: '2026-12-03',
      slotNo: 4,
      sysCenterId: '00-30',
      idCardNo: idCardOf('19880101', 2 * ++seq + 1),
    });
    const booked = await submit(server, user.token, body);
    expect(booked.data).toMatchObject({ code: 0, status: 'order_hospital_examination' });
    const orderId = booked.data.orderId as number;
    const more = await changed(
      (await getOrder(server, user.token, orderId)).data.plan,
      { check: 'C13' },
      '00-30',
    );
    expect(await edit(user.token, body, orderId, more.plan, more.price)).toMatchObject({
      error_code: 'param,invalid',
      error: '修改后的项目需医生审核，请取消订单后重新预约',
    });
    expect((await getOrder(server, user.token, orderId)).data.plan.chosen).toEqual([]);
  });
});

describe('accepting the plan a reviewing doctor proposed', () => {
  it('replaces the plan through the edit path and clears the proposal', async () => {
    const { token, userId, orderId } = await bookCustom(DAY);
    const before = (await getOrder(server, token, orderId)).data;
    const proposed = await changed(before.plan, { check: 'C13' });
    await server.db.execute(
      sql`update orders set review_plan = ${JSON.stringify(proposed.plan)}::jsonb where id = ${orderId}`,
    );
    const accept = (t: string) =>
      server.app
        .inject({
          method: 'POST',
          url: '/m/wx/order/acceptReview.json',
          headers: headersOf(t),
          payload: { orderId },
        })
        .then((r) => r.json());

    const stranger = await newUser();
    expect((await accept(stranger.token)).error_code).toBe('not,found');

    const answer = await accept(token);
    expect(answer).toMatchObject({ error_code: '000000', data: { order: { id: orderId } } });
    expect(answer.data.order.plan.chosen).toContain('C13');
    const row = await ordersRepository.find(server.db, userId, orderId);
    expect(row!.reviewPlan).toBeNull();
    expect((await ordersRepository.history(server.db, orderId)).at(-1)?.note).toBe('接受医生调整的体检项目');

    expect(await accept(token)).toMatchObject({ error: '医生未提出调整方案，无需确认' });
  });
});
