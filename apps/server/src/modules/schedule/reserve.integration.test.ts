import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSpecialDays } from '../../seed/schedule-data.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { scheduleRepository } from './repository.ts';
import type { ReserveInput } from './service.ts';

let server: TestServer;
// The test server's clock: Sunday 2026-11-22 09:00 in Shanghai.
const TODAY = '2026-11-22';
const ORDINARY = '2026-12-01';
const special = demoSpecialDays('00-1', TODAY);

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

const reserve = (input: Omit<ReserveInput, 'projectIds'> & { projectIds?: string[] }) =>
  server.db.transaction((tx) => server.app.schedule.reserve(tx, { projectIds: [], ...input }));
const release = (input: Omit<ReserveInput, 'projectIds'> & { projectIds?: string[] }) =>
  server.db.transaction((tx) => server.app.schedule.release(tx, { projectIds: [], ...input }));
const slotRow = (centreId: string, date: string, slotNo: number) =>
  scheduleRepository.slot(server.db, { centreId, date, slotNo });
const quotaRow = async (centreId: string, date: string, projectId: string) =>
  (await scheduleRepository.quotasOf(server.db, centreId, date, [projectId]))[0]!;

/** A day outside the seeded range with one slot of `capacity` places, for counting races. */
async function lonelySlot(date: string, capacity: number) {
  await scheduleRepository.upsertDays(server.db, [{ centreId: '00-1', date, rest: 0, description: '' }]);
  await scheduleRepository.insertSlots(server.db, [
    { centreId: '00-1', date, slotNo: 1, testTime: '09:00~09:30', capacity, booked: 0 },
  ]);
}

describe('reserve', () => {
  it('takes one place and answers the slot time; the slot list shows it within two seconds', async () => {
    const before = (await slotRow('00-1', ORDINARY, 3))!;
    const url = `/m/order/getTimeOfcount.json?sysCenterId=00-1&date=${ORDINARY.replaceAll('-', '')}`;
    const read = async () =>
      (await server.app.inject({ method: 'GET', url })).json().data.dateHasPeopleList[2]
        .numberOfPeople as number;
    expect(await read()).toBe(before.capacity - before.booked);
    expect(await reserve({ sysCenterId: '00-1', date: ORDINARY, slotNo: 3 })).toEqual({
      ok: true,
      testTime: '08:30~09:00',
    });
    expect((await slotRow('00-1', ORDINARY, 3))!.booked).toBe(before.booked + 1);
    // Read as a busy screen would, every 100 ms: the new count must show within 2 s of the booking.
    const booked = Date.now();
    let seen = await read();
    while (seen !== before.capacity - before.booked - 1 && Date.now() - booked < 2000) {
      await new Promise((r) => setTimeout(r, 100));
      seen = await read();
    }
    expect(seen).toBe(before.capacity - before.booked - 1);
    expect(Date.now() - booked).toBeLessThan(2000);
  });

  it('refuses a full slot with the spec message and changes nothing', async () => {
    const before = (await slotRow('00-1', special.full, 5))!;
    expect(before.booked).toBe(before.capacity);
    expect(await reserve({ sysCenterId: '00-1', date: special.full, slotNo: 5 })).toEqual({
      ok: false,
      reason: 'full',
      message: `${special.full}预约已满，请选择其他日期`,
    });
    expect((await slotRow('00-1', special.full, 5))!.booked).toBe(before.capacity);
  });

  it('refuses a rest day, a slot that has started and a slot that does not exist', async () => {
    expect(await reserve({ sysCenterId: '00-1', date: '2026-11-29', slotNo: 1 })).toEqual({
      ok: false,
      reason: 'rest',
      message: '2026-11-29为休息日，请选择其他日期',
    });
    // 00-7 works on Sundays; at 09:00 the 08:30 slot has started. The place is not kept.
    const started = (await slotRow('00-7', TODAY, 3))!.booked;
    expect(
      await reserve({ sysCenterId: '00-7', date: TODAY, slotNo: 3, projectIds: ['GAS-PLAIN'] }),
    ).toMatchObject({
      ok: false,
      reason: 'past',
      message: '所选体检时段已过，请重新选择',
    });
    expect((await slotRow('00-7', TODAY, 3))!.booked).toBe(started);
    expect(await reserve({ sysCenterId: '00-1', date: ORDINARY, slotNo: 42 })).toMatchObject({
      ok: false,
      reason: 'unknown',
      message: '所选体检时段不存在，请重新选择',
    });
    expect(await reserve({ sysCenterId: '00-1', date: '2028-01-04', slotNo: 1 })).toMatchObject({
      reason: 'unknown',
    });
  });

  it('takes a place of each limited item, and refuses the day when an item is 满约 or 限约, giving back the slot', async () => {
    const slotBefore = (await slotRow('00-1', ORDINARY, 4))!.booked;
    const gasBefore = (await quotaRow('00-1', ORDINARY, 'GAS-PLAIN')).booked;
    expect(
      await reserve({
        sysCenterId: '00-1',
        date: ORDINARY,
        slotNo: 4,
        projectIds: ['GEN-BASIC', 'GAS-PLAIN'],
      }),
    ).toMatchObject({
      ok: true,
    });
    expect((await quotaRow('00-1', ORDINARY, 'GAS-PLAIN')).booked).toBe(gasBefore + 1);
    expect((await slotRow('00-1', ORDINARY, 4))!.booked).toBe(slotBefore + 1);

    const [m1, d1] = special.gastroFull.split('-').slice(1).map(Number);
    const gasDay = (await slotRow('00-1', special.gastroFull, 2))!.booked;
    const ctQuota = (await quotaRow('00-1', special.gastroFull, 'CT-CHEST')).booked;
    expect(
      await reserve({
        sysCenterId: '00-1',
        date: special.gastroFull,
        slotNo: 2,
        projectIds: ['CT-CHEST', 'GAS-PLAIN'],
      }),
    ).toEqual({ ok: false, reason: 'limited', message: `${m1}月${d1}日以下项目满约，请选择其他日期` });
    // The slot and the CT place it took first were given back.
    expect((await slotRow('00-1', special.gastroFull, 2))!.booked).toBe(gasDay);
    expect((await quotaRow('00-1', special.gastroFull, 'CT-CHEST')).booked).toBe(ctQuota);

    const [m2, d2] = special.ctLimited.split('-').slice(1).map(Number);
    expect(
      await reserve({ sysCenterId: '00-1', date: special.ctLimited, slotNo: 2, projectIds: ['CT-CHEST'] }),
    ).toEqual({
      ok: false,
      reason: 'limited',
      message: `${m2}月${d2}日以下项目限约，请选择其他日期`,
    });
  });

  it('release gives the place and item quotas back, never below zero', async () => {
    await lonelySlot('2027-06-01', 3);
    await release({ sysCenterId: '00-1', date: '2027-06-01', slotNo: 1 });
    expect((await slotRow('00-1', '2027-06-01', 1))!.booked).toBe(0);
    expect(await reserve({ sysCenterId: '00-1', date: '2027-06-01', slotNo: 1 })).toMatchObject({ ok: true });
    await release({ sysCenterId: '00-1', date: '2027-06-01', slotNo: 1 });
    await release({ sysCenterId: '00-1', date: '2027-06-01', slotNo: 1 });
    expect((await slotRow('00-1', '2027-06-01', 1))!.booked).toBe(0);

    const before = (await quotaRow('00-1', ORDINARY, 'COL-PLAIN')).booked;
    await reserve({ sysCenterId: '00-1', date: ORDINARY, slotNo: 6, projectIds: ['COL-PLAIN'] });
    expect((await quotaRow('00-1', ORDINARY, 'COL-PLAIN')).booked).toBe(before + 1);
    await release({ sysCenterId: '00-1', date: ORDINARY, slotNo: 6, projectIds: ['COL-PLAIN'] });
    expect((await quotaRow('00-1', ORDINARY, 'COL-PLAIN')).booked).toBe(before);
  });

  it("never oversells an item's daily quota, and a refused order leaves the slot as it was", async () => {
    await lonelySlot('2027-06-03', 30);
    await scheduleRepository.insertQuotas(server.db, [
      {
        centreId: '00-1',
        date: '2027-06-03',
        projectId: 'GAS-PLAIN',
        quota: 4,
        capacity: 10,
        booked: 0,
        bookedElsewhere: 0,
      },
    ]);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        reserve({
          sysCenterId: '00-1',
          date: '2027-06-03',
          slotNo: 1,
          projectIds: ['GEN-BASIC', 'GAS-PLAIN'],
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(4);
    expect(results.filter((r) => !r.ok && r.reason === 'limited')).toHaveLength(26);
    expect((await quotaRow('00-1', '2027-06-03', 'GAS-PLAIN')).booked).toBe(4);
    expect((await slotRow('00-1', '2027-06-03', 1))!.booked).toBe(4);
  });

  it('keeps what orders booked when the seed runs again, and the seeded full day stays full', async () => {
    expect(await reserve({ sysCenterId: '00-1', date: ORDINARY, slotNo: 7 })).toMatchObject({ ok: true });
    const booked = (await slotRow('00-1', ORDINARY, 7))!.booked;
    await seedDemoData(server.db, { today: TODAY, demoAccount: false });
    expect((await slotRow('00-1', ORDINARY, 7))!.booked).toBe(booked);
    const full = (await slotRow('00-1', special.full, 1))!;
    expect(full.booked).toBe(full.capacity);
  });

  it('never oversells: 200 concurrent reservations of a 10-place slot take exactly 10', async () => {
    await lonelySlot('2027-06-02', 10);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => reserve({ sysCenterId: '00-1', date: '2027-06-02', slotNo: 1 })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(190);
    expect(
      refused.every(
        (r) => !r.ok && r.reason === 'full' && r.message === '2027-06-02预约已满，请选择其他日期',
      ),
    ).toBe(true);
    expect((await slotRow('00-1', '2027-06-02', 1))!.booked).toBe(10);
  });
});
