import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { scheduleRepository } from '../schedule/repository.ts';
import { scheduleItemQuotas } from '../schedule/schema.ts';
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
// The test server's clock: Sunday 2026-11-22 09:00 in Shanghai.
const TODAY = '2026-11-22';
// Days of this file's own, past the seeded 60, so their places are known exactly.
const DAYS = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'] as const;
const [D1, D2, D3, D4, D5] = DAYS;
const SLOTS = 4;
const PLACES = 6;
// GAS-PLAIN has one online place on D3 (taken by nobody yet) and none left on D4.
const GASTRO = 'GAS-PLAIN';
const TIMES = ['08:00~08:30', '09:00~09:30', '10:00~10:30', '11:00~11:30'];

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  await scheduleRepository.upsertDays(
    server.db,
    DAYS.map((date) => ({ centreId: '00-1', date, rest: 0, description: '' })),
  );
  await scheduleRepository.insertSlots(
    server.db,
    DAYS.flatMap((date) =>
      Array.from({ length: SLOTS }, (_, i) => ({
        centreId: '00-1',
        date,
        slotNo: i + 1,
        testTime: TIMES[i]!,
        capacity: PLACES,
        booked: 0,
      })),
    ),
  );
  await scheduleRepository.insertQuotas(server.db, [
    ...[D1, D2, D5].map((date) => ({
      centreId: '00-1',
      date,
      projectId: GASTRO,
      quota: 5,
      capacity: 9,
      bookedElsewhere: 0,
    })),
    { centreId: '00-1', date: D3, projectId: GASTRO, quota: 1, capacity: 3, bookedElsewhere: 0 },
    { centreId: '00-1', date: D4, projectId: GASTRO, quota: 1, capacity: 1, bookedElsewhere: 1 },
  ]);
}, 120_000);
afterAll(async () => {
  await server.close();
});

let phoneSeq = 0;
let personSeq = 0;
const newUser = () => sessionFor(server, `1370002${String(++phoneSeq).padStart(4, '0')}`);
const newPerson = () => idCardOf('19880101', 2 * ++personSeq + 1);
const booked = async (date: string, slotNo: number) =>
  (await scheduleRepository.slot(server.db, { centreId: '00-1', date, slotNo }))!.booked;
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

async function bookAt(date: string, slotNo: number, chosen?: string[]) {
  const user = await newUser();
  const { body } = chosen
    ? await customOrder(server, { date, slotNo, idCardNo: newPerson(), chosen })
    : await packageOrder(server, { date, slotNo, idCardNo: newPerson() });
  const answer = await submit(server, user.token, body);
  expect(answer.data.code).toBe(0);
  return { ...user, orderId: answer.data.orderId as number };
}

async function reschedule(token: string, payload: Record<string, unknown>, app = server.app) {
  const res = await app.inject({
    method: 'POST',
    url: '/m/wx/2/appointment/updateOrderForClient.json',
    headers: headersOf(token),
    payload,
  });
  return res.json();
}

describe('rescheduling an order', () => {
  it('moves the date and slot, gives the old place back, counts the move and keeps a history row', async () => {
    const { token, orderId } = await bookAt(D1, 1);
    expect(await booked(D1, 1)).toBe(1);
    const answer = await reschedule(token, {
      orderId,
      boExaminationDate: D2,
      boExaminationTimeNo: 2,
      boCellPhoneNo: '13700001111',
      name: '王晓明',
      marryStateCode: 'unmarried',
    });
    expect(answer).toMatchObject({
      error_code: '000000',
      data: {
        code: 0,
        message: null,
        order: {
          id: orderId,
          boExaminationDate: D2,
          boExaminationTimeNo: 2,
          boExaminationTime: '09:00~09:30',
          name: '王晓明',
          marryStateCode: 'unmarried',
          boCellPhoneNo: '137****1111',
          reschedule: { allowed: true, used: 1, limit: 2, cutoff: '18:00' },
        },
      },
    });
    expect(await booked(D1, 1)).toBe(0);
    expect(await booked(D2, 2)).toBe(1);
    const history = await ordersRepository.history(server.db, orderId);
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'order_hospital_examination',
      toStatus: 'order_hospital_examination',
      actor: 'user',
      note: `改期：${D1} 08:00~08:30 → ${D2} 09:00~09:30`,
    });
  });

  it('allows the centre’s number of moves and refuses the next, changing nothing', async () => {
    const { token, orderId } = await bookAt(D1, 3);
    expect(
      (await reschedule(token, { orderId, boExaminationDate: D2, boExaminationTimeNo: 3 })).data.code,
    ).toBe(0);
    expect(
      (await reschedule(token, { orderId, boExaminationDate: D5, boExaminationTimeNo: 3 })).data.code,
    ).toBe(0);
    const before = await booked(D1, 3);
    const third = await reschedule(token, { orderId, boExaminationDate: D1, boExaminationTimeNo: 3 });
    expect(third).toMatchObject({ error_code: 'param,invalid', error: '每个订单最多改期2次' });
    expect(await booked(D1, 3)).toBe(before);
    const detail = (await getOrder(server, token, orderId)).data;
    expect(detail).toMatchObject({
      boExaminationDate: D5,
      reschedule: { allowed: false, reason: '每个订单最多改期2次', used: 2 },
    });
  });

  it('answers -3 for a full target and leaves the order and every counter where they were', async () => {
    const { token, orderId, userId } = await bookAt(D1, 4);
    // D3 slot 4 is made full.
    await server.db.execute(
      sql.raw(
        `update schedule_slots set booked = capacity where centre_id = '00-1' and date = '${D3}' and slot_no = 4`,
      ),
    );
    const answer = await reschedule(token, { orderId, boExaminationDate: D3, boExaminationTimeNo: 4 });
    expect(answer).toMatchObject({
      error_code: '000000',
      data: {
        code: -3,
        message: `${D3}预约已满，请选择其他日期`,
        order: { id: orderId, boExaminationDate: D1 },
      },
    });
    expect(await booked(D1, 4)).toBe(1);
    expect(await booked(D3, 4)).toBe(PLACES);
    const row = await ordersRepository.find(server.db, userId, orderId);
    expect(row).toMatchObject({ examDate: D1, slotNo: 4, rescheduleCount: 0 });
  });

  it('moves the quota of a limited item with the day, and refuses a day whose quota is spent', async () => {
    const { token, orderId } = await bookAt(D1, 2, [GASTRO]);
    const q1 = await quotaBooked(D1);
    const refused = await reschedule(token, { orderId, boExaminationDate: D4, boExaminationTimeNo: 2 });
    expect(refused.error_code).toBe('param,invalid');
    expect(refused.error).toMatch(/以下项目满约，请选择其他日期$/);
    expect(await booked(D4, 2)).toBe(0);
    expect(await quotaBooked(D1)).toBe(q1);

    const moved = await reschedule(token, { orderId, boExaminationDate: D3, boExaminationTimeNo: 2 });
    expect(moved.data.code).toBe(0);
    expect(await quotaBooked(D1)).toBe(q1 - 1);
    expect(await quotaBooked(D3)).toBe(1);
  });

  it('moves an exclusive service’s place with the day', async () => {
    const user = await newUser();
    const breakfastOn = async (date: string) =>
      (await server.app.wallet.servicesFor({ sysCenterId: '00-1', date })).find(
        (s) => s.projectId === 'SVC-BREAKFAST',
      )!;
    const { body } = await packageOrder(server, {
      date: D2,
      slotNo: 2,
      idCardNo: newPerson(),
      services: [await breakfastOn(D2)],
    });
    const answer = await submit(server, user.token, body);
    expect(answer.data.code).toBe(0);
    const [onD2, onD5] = [(await breakfastOn(D2)).canVip, (await breakfastOn(D5)).canVip];
    const moved = await reschedule(user.token, {
      orderId: answer.data.orderId,
      boExaminationDate: D5,
      boExaminationTimeNo: 3,
    });
    expect(moved.data.code).toBe(0);
    expect((await breakfastOn(D2)).canVip).toBe(onD2 + 1);
    expect((await breakfastOn(D5)).canVip).toBe(onD5 - 1);
  });

  it('never changes the ID number, and checks the phone and name it may change', async () => {
    const { token, orderId } = await bookAt(D2, 4);
    const base = { orderId, boExaminationDate: D5, boExaminationTimeNo: 4 };
    expect(await reschedule(token, { ...base, identityCardNo: newPerson() })).toMatchObject({
      error_code: 'param,invalid',
      error: '身份证号不能修改，如需更换体检人请重新预约',
    });
    expect(await reschedule(token, { ...base, boCellPhoneNo: '2391234567' })).toMatchObject({
      error: '手机号码格式不正确',
    });
    expect(await reschedule(token, { ...base, name: 'Tom3' })).toMatchObject({
      error: '用户名格式为中文+数字或者纯英文',
    });
    expect(await reschedule(token, { ...base, boExaminationDate: D2 })).toMatchObject({
      error: '请选择与原预约不同的日期',
    });
    expect(await reschedule(token, { ...base, boExaminationDate: '2026-11-20' })).toMatchObject({
      error: '所选日期已过，请重新选择',
    });
    expect(await booked(D5, 4)).toBe(0);
    expect((await getOrder(server, token, orderId)).data.boExaminationDate).toBe(D2);
  });

  it('answers another account’s order with not,found and moves nothing', async () => {
    const { orderId } = await bookAt(D2, 1);
    const stranger = await newUser();
    const answer = await reschedule(stranger.token, {
      orderId,
      boExaminationDate: D5,
      boExaminationTimeNo: 1,
    });
    expect(answer).toMatchObject({ error_code: 'not,found', data: null });
    expect(JSON.stringify(answer)).not.toContain(D2);
    expect(await booked(D5, 1)).toBe(0);
  });

  it('closes at the centre’s cutoff on the day before the exam', async () => {
    // A seeded working day: 2026-11-27 (Friday); the cutoff is 18:00 on the 26th.
    const { token, orderId } = await (async () => {
      const user = await newUser();
      const slots = await server.app.schedule.timeSlots('00-1', '20261127');
      const free = slots.dateHasPeopleList.find((s) => s.numberOfPeople > 0)!;
      const { body } = await packageOrder(server, {
        date: '2026-11-27',
        slotNo: free.no,
        idCardNo: newPerson(),
      });
      const answer = await submit(server, user.token, body);
      return { ...user, orderId: answer.data.orderId as number };
    })();
    const later = await server.variant({});
    try {
      later.clock.advance(Date.parse('2026-11-26T17:59:00+08:00') - later.clock.now().getTime());
      const detail = (await getOrder(later, token, orderId)).data;
      expect(detail.reschedule).toMatchObject({
        allowed: true,
        rulesText: '改期须在体检前一日18:00前办理，每单最多可改期2次',
      });
      later.clock.advance(60_000);
      expect((await getOrder(later, token, orderId)).data.reschedule).toMatchObject({
        allowed: false,
        reason: '已超过改期截止时间（体检前一日18:00）',
      });
      expect(
        await reschedule(token, { orderId, boExaminationDate: D5, boExaminationTimeNo: 1 }, later.app),
      ).toMatchObject({
        error_code: 'param,invalid',
        error: '已超过改期截止时间（体检前一日18:00）',
      });
    } finally {
      await later.close();
    }
  });

  it('refuses an order that cannot move (cancelled)', async () => {
    const { token, orderId } = await bookAt(D2, 3);
    await server.db.execute(sql.raw(`update orders set status = 'order_cancel' where id = ${orderId}`));
    expect(await reschedule(token, { orderId, boExaminationDate: D5, boExaminationTimeNo: 3 })).toMatchObject(
      {
        error: '已取消的订单不能改期',
      },
    );
  });
});

describe('two orders racing for the last place of a target slot', () => {
  it('one moves, the other gets -3 and stays put', async () => {
    const a = await bookAt(D1, 1);
    const b = await bookAt(D2, 1);
    // D5 slot 2: one place left.
    await server.db.execute(
      sql.raw(
        `update schedule_slots set booked = capacity - 1 where centre_id = '00-1' and date = '${D5}' and slot_no = 2`,
      ),
    );
    const [fromA, fromB] = [await booked(D1, 1), await booked(D2, 1)];
    const answers = await Promise.all(
      [a, b].map((o) =>
        reschedule(o.token, { orderId: o.orderId, boExaminationDate: D5, boExaminationTimeNo: 2 }),
      ),
    );
    const codes = answers.map((x) => x.data.code).sort();
    expect(codes).toEqual([-3, 0]);
    expect(await booked(D5, 2)).toBe(PLACES);
    const winner = answers[0].data.code === 0 ? a : b;
    const loser = winner === a ? b : a;
    const loserAnswer = answers[winner === a ? 1 : 0];
    expect(loserAnswer.data.message).toBe(`${D5}预约已满，请选择其他日期`);
    expect(loserAnswer.data.order.boExaminationDate).toBe(loser === a ? D1 : D2);
    expect(await booked(D1, 1)).toBe(winner === a ? fromA - 1 : fromA);
    expect(await booked(D2, 1)).toBe(winner === b ? fromB - 1 : fromB);
    expect((await getOrder(server, winner.token, winner.orderId)).data.boExaminationDate).toBe(D5);
  });
});

describe('two orders with a limited item swapping days at once', () => {
  it('both move (the rows are locked in one order, so neither waits on the other)', async () => {
    const a = await bookAt(D1, 4, [GASTRO]);
    const b = await bookAt(D5, 4, [GASTRO]);
    const [q1, q5] = [await quotaBooked(D1), await quotaBooked(D5)];
    const answers = await Promise.all([
      reschedule(a.token, { orderId: a.orderId, boExaminationDate: D5, boExaminationTimeNo: 4 }),
      reschedule(b.token, { orderId: b.orderId, boExaminationDate: D1, boExaminationTimeNo: 4 }),
    ]);
    expect(answers.map((x) => x.data?.code)).toEqual([0, 0]);
    expect([await quotaBooked(D1), await quotaBooked(D5)]).toEqual([q1, q5]);
  });
});

describe('a manager setting a slot’s capacity', () => {
  const setCapacity = (token: string, payload: Record<string, unknown>) =>
    server.app
      .inject({
        method: 'POST',
        url: '/m/operator/schedule/capacity.json',
        headers: operatorHeaders(token),
        payload,
      })
      .then((r) => r.json());

  it('changes the capacity, never below what is booked', async () => {
    const manager = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
    await bookAt(D4, 3);
    expect(
      await setCapacity(manager, { sysCenterId: '00-1', date: D4, slotNo: 3, capacity: 9 }),
    ).toMatchObject({
      error_code: '000000',
      data: { sysCenterId: '00-1', date: D4, slotNo: 3, capacity: 9, booked: 1 },
    });
    expect(
      await setCapacity(manager, { sysCenterId: '00-1', date: D4, slotNo: 3, capacity: 0 }),
    ).toMatchObject({
      error_code: 'param,invalid',
      error: '该时段已预约1人，可约人数不能少于已预约人数',
    });
    expect(
      await setCapacity(manager, { sysCenterId: '00-1', date: D4, slotNo: 3, capacity: 1 }),
    ).toMatchObject({
      data: { capacity: 1 },
    });
    expect(
      await setCapacity(manager, { sysCenterId: '00-1', date: D4, slotNo: 9, capacity: 1 }),
    ).toMatchObject({
      error_code: 'not,found',
    });
  });

  it('is for managers of that centre only', async () => {
    const desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
    const elsewhere = await operatorToken(server.app, { centreId: '00-16', role: 'manager' });
    for (const token of [desk, elsewhere]) {
      const answer = await setCapacity(token, { sysCenterId: '00-1', date: D4, slotNo: 4, capacity: 1 });
      expect(answer.error).toBe('无权操作该体检中心');
    }
    const customer = await newUser();
    const res = await server.app.inject({
      method: 'POST',
      url: '/m/operator/schedule/capacity.json',
      headers: headersOf(customer.token),
      payload: { sysCenterId: '00-1', date: D4, slotNo: 4, capacity: 1 },
    });
    expect(res.json().error_code).not.toBe('000000');
    expect(
      (await scheduleRepository.slot(server.db, { centreId: '00-1', date: D4, slotNo: 4 }))!.capacity,
    ).toBe(PLACES);
  });
});
