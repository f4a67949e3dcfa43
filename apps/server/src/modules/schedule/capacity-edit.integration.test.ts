// The console's capacity calendar (docs/operators.md "Capacity"): the month read, the preview, and
// the save with its versions, its refusals, what users see afterwards, and a save racing bookings.
import type { CapacityDay } from '@tijian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSpecialDays } from '../../seed/schedule-data.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { idCardOf, packageOrder, sessionFor, submit } from '../orders/order-fixtures.ts';
import { scheduleRepository } from './repository.ts';

let server: TestServer;
// The test server's clock: Sunday 2026-11-22 09:00 in Shanghai; the demo publishes 60 days from it.
const TODAY = '2026-11-22';
const special = demoSpecialDays('00-1', TODAY);
let manager: string;
let desk: string;
let doctor: string;
let otherManager: string;
let phoneSeq = 0;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  manager = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
  desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
  doctor = await operatorToken(server.app, { centreId: '00-1', role: 'doctor' });
  otherManager = await operatorToken(server.app, { centreId: '00-16', role: 'manager' });
});
afterAll(async () => {
  await server.close();
});

interface Envelope<T = unknown> {
  error_code: string;
  error: string;
  data: T;
}

const month = async (token: string, m: string, centre = '00-1') =>
  (
    await server.app.inject({
      method: 'GET',
      url: `/m/operator/schedule/month.json?sysCenterId=${centre}&month=${m}`,
      headers: operatorHeaders(token),
    })
  ).json() as Envelope<{ today: string; slotTimes: string[]; days: CapacityDay[] }>;

const post = async <T = Record<string, unknown>>(token: string, url: string, payload: object) =>
  (
    await server.app.inject({ method: 'POST', url, headers: operatorHeaders(token), payload })
  ).json() as Envelope<T>;

const preview = (token: string, change: object) =>
  post<{
    days: { date: string; slots: { slotNo: number; booked: number; newCapacity: number | null }[] }[];
    problems: string[];
    orders: { orderNo: string; boExaminationDate: string; mobilePhone: string }[];
    ordersTotal: number;
  }>(token, '/m/operator/schedule/preview.json', { sysCenterId: '00-1', ...change });

/** The versions of every day of the months the change covers, as the screen read them. */
async function versionsFor(from: string, to: string, centre = '00-1') {
  const versions: Record<string, string> = {};
  for (let m = from.slice(0, 7); m <= to.slice(0, 7); ) {
    for (const d of (await month(manager, m, centre)).data.days) versions[d.date] = d.version;
    const [y, mm] = m.split('-').map(Number) as [number, number];
    m = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
  }
  return versions;
}

const save = async (change: { from: string; to: string } & Record<string, unknown>, token = manager) =>
  post<{ days: CapacityDay[] }>(token, '/m/operator/schedule/save.json', {
    sysCenterId: '00-1',
    versions: await versionsFor(change.from, change.to),
    ...change,
  });

const dayOf = async (date: string) =>
  (await month(manager, date.slice(0, 7))).data.days.find((d) => d.date === date)!;

/** What users read: the slots of a day, and the day's code with the chosen items it cannot take. */
const userSlots = async (date: string) =>
  (
    await server.app.inject({
      method: 'GET',
      url: `/m/order/getTimeOfcount.json?sysCenterId=00-1&date=${date.replaceAll('-', '')}`,
    })
  ).json().data.dateHasPeopleList as { no: number; numberOfPeople: number; code: string }[];
const userDay = async (date: string, proIds = '') =>
  (
    (
      await server.app.inject({
        method: 'GET',
        url: `/m/order/getAppointmentRange.json?sysCenterId=00-1${proIds ? `&proIds=${proIds}` : ''}`,
      })
    ).json().data as { testDate: string; code: string; desc: string; specialProDtos: { code: string }[] }[]
  ).find((d) => d.testDate === date);

async function bookAt(date: string, slotNo: number) {
  const n = ++phoneSeq;
  const user = await sessionFor(server, `1370077${String(n).padStart(4, '0')}`);
  const { body } = await packageOrder(server, { date, slotNo, idCardNo: idCardOf('19850505', 2 * n + 1) });
  const answer = await submit(server, user.token, body);
  expect(answer.data?.code, JSON.stringify(answer)).toBe(0);
  return answer.data as { orderId: number; orderNo: string };
}

const slotRow = (date: string, slotNo: number) =>
  scheduleRepository.slot(server.db, { centreId: '00-1', date, slotNo });

/** A day outside the seeded range with one slot, for counting races. */
async function lonelyDay(date: string, capacity: number) {
  await scheduleRepository.upsertDays(server.db, [{ centreId: '00-1', date, rest: 0, description: '' }]);
  await scheduleRepository.insertSlots(server.db, [
    { centreId: '00-1', date, slotNo: 1, testTime: '09:00~09:30', capacity, booked: 0 },
  ]);
}

describe('the month', () => {
  it('gives every day: published or not, rest or open, slots with places and bookings, item limits, a version', async () => {
    const body = await month(manager, '2026-12');
    expect(body.error_code).toBe('000000');
    const { days, today, slotTimes } = body.data;
    expect(today).toBe(TODAY);
    expect(slotTimes).toHaveLength(11);
    expect(days.map((d) => d.date)).toHaveLength(31);
    const byDate = new Map(days.map((d) => [d.date, d]));
    // Sundays rest without slots; an ordinary day has the slots of the opening hours.
    expect(byDate.get('2026-12-06')).toMatchObject({ weekday: 0, published: true, rest: true, slots: [] });
    const ordinary = byDate.get('2026-12-01')!;
    expect(ordinary).toMatchObject({ weekday: 2, published: true, rest: false, description: '' });
    expect(ordinary.slots.map((s) => s.testTime)).toEqual(slotTimes);
    const stored = (await slotRow('2026-12-01', 3))!;
    expect(ordinary.slots[2]).toEqual({
      slotNo: 3,
      testTime: stored.testTime,
      capacity: stored.capacity,
      booked: stored.booked,
    });
    expect(new Set(days.map((d) => d.version)).size).toBeGreaterThan(20);
    // The demo's special days: gastroscopy 满约, CT 限约 (within the first fortnight).
    const near = new Map([...(await month(manager, '2026-11')).data.days, ...days].map((d) => [d.date, d]));
    const gastro = near.get(special.gastroFull)!.items.find((i) => i.projectId === 'GAS-PLAIN')!;
    expect(gastro).toMatchObject({ projectName: '普通胃镜', state: 'full' });
    expect(gastro.booked + gastro.bookedElsewhere).toBeGreaterThanOrEqual(gastro.capacity);
    const ct = near.get(special.ctLimited)!.items.find((i) => i.projectId === 'CT-CHEST')!;
    expect(ct).toMatchObject({ state: 'limited' });
    expect(ct.booked).toBe(ct.quota);
  });

  it('shows the days past the published range as unpublished', async () => {
    const days = (await month(manager, '2027-01')).data.days;
    // 60 days from 2026-11-22 end on 2027-01-20.
    expect(days.find((d) => d.date === '2027-01-20')!.published).toBe(true);
    expect(days.find((d) => d.date === '2027-01-21')).toMatchObject({
      published: false,
      rest: false,
      slots: [],
    });
  });

  it('is read by the desk and the manager of that centre only, and refuses a bad month', async () => {
    expect((await month(desk, '2026-12')).error_code).toBe('000000');
    for (const token of [doctor, otherManager]) {
      expect(await month(token, '2026-12')).toMatchObject({
        error_code: 'operator,forbidden',
        error: '无权操作该体检中心',
      });
    }
    expect(await month(manager, '2026-13')).toMatchObject({ error: '月份格式应为YYYY-MM' });
    expect(await month(otherManager, '2026-12', '00-16')).toMatchObject({ error_code: '000000' });
  });
});

describe('the preview', () => {
  it('answers the booked count against the new capacity, the problems and the orders, and changes nothing', async () => {
    const date = '2026-12-02';
    const order = await bookAt(date, 4);
    const before = (await slotRow(date, 4))!;
    const body = await preview(manager, { from: date, to: date, capacity: 0, slotNos: [4, 5] });
    expect(body.error_code).toBe('000000');
    const [day] = body.data.days;
    expect(day!.date).toBe(date);
    expect(day!.slots.find((s) => s.slotNo === 4)).toMatchObject({ booked: before.booked, newCapacity: 0 });
    expect(body.data.problems).toContain(
      `12月2日 ${before.testTime}已预约${before.booked}人，可约人数不能少于已预约人数`,
    );
    const listed = body.data.orders.find((o) => o.orderNo === order.orderNo)!;
    expect(listed).toMatchObject({ boExaminationDate: date, boCellPhoneNo: '139****5678' });
    expect(body.data.ordersTotal).toBeGreaterThanOrEqual(1);
    expect((await slotRow(date, 4))!.capacity).toBe(before.capacity);
  });

  it('names the days that would close with bookings on them', async () => {
    const date = '2026-12-03';
    await bookAt(date, 2);
    const body = await preview(manager, { from: date, to: date, rest: true });
    const booked = (await dayOf(date)).slots.reduce((n, s) => n + s.booked, 0);
    expect(body.data.problems).toEqual([`12月3日已有${booked}人预约，不能设为休息日`]);
    expect(body.data.days[0]!.slots.every((s) => s.newCapacity === null)).toBe(true);
  });

  it('is for the manager: the desk may not edit', async () => {
    expect(await preview(desk, { from: '2026-12-02', to: '2026-12-02', capacity: 40 })).toMatchObject({
      error_code: 'operator,forbidden',
    });
  });
});

describe('saving', () => {
  it('sets a range’s capacity on the chosen weekdays and slots; users see it at once, and it is audited', async () => {
    const from = '2026-12-07';
    const to = '2026-12-20';
    // Read first: the user calendar is cached, and must not keep showing what it held.
    const mondayBefore = await userSlots('2026-12-14');
    const answer = await save({ from, to, weekdays: [1, 3], slotNos: [1, 2], capacity: 40 });
    expect(answer.error_code, answer.error).toBe('000000');
    expect(answer.data.days.map((d) => d.date)).toEqual([
      '2026-12-07',
      '2026-12-09',
      '2026-12-14',
      '2026-12-16',
    ]);
    for (const d of answer.data.days) {
      expect(d.slots.filter((s) => s.slotNo <= 2).map((s) => s.capacity)).toEqual([40, 40]);
    }
    // Tuesday kept its places, Monday's third slot too.
    const tuesday = (await slotRow('2026-12-08', 1))!;
    expect(tuesday.capacity).not.toBe(40);
    const seen = await userSlots('2026-12-14');
    const stored = (await slotRow('2026-12-14', 1))!;
    expect(seen[0]!.numberOfPeople).toBe(40 - stored.booked);
    expect(seen[2]).toEqual(mondayBefore[2]);
    const audit = await server.app.operators.auditOf('calendar', `00-1/${from}~${to}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'schedule.edit', outcome: 'ok', centreId: '00-1' });
    // The log keeps each chosen day before and after, so the change can be read back.
    const { before, after } = audit[0]!.detail as {
      before: Record<string, string>;
      after: Record<string, string>;
    };
    expect(Object.keys(after)).toEqual(['2026-12-07', '2026-12-09', '2026-12-14', '2026-12-16']);
    const [first, second] = answer.data.days[2]!.slots;
    expect(after['2026-12-14']).toContain(
      `${first!.testTime} ${first!.booked}/40，${second!.testTime} ${second!.booked}/40`,
    );
    expect(before['2026-12-14']).not.toEqual(after['2026-12-14']);
  });

  it('refuses a stale screen with the conflict code and changes nothing', async () => {
    const date = '2026-12-10';
    const versions = await versionsFor(date, date);
    // Someone else changes one slot meanwhile.
    const other = await save({ from: date, to: date, slotNos: [6], capacity: 33 });
    expect(other.error_code).toBe('000000');
    const before = (await slotRow(date, 1))!.capacity;
    const stale = await post(manager, '/m/operator/schedule/save.json', {
      sysCenterId: '00-1',
      from: date,
      to: date,
      capacity: 44,
      versions,
    });
    expect(stale).toMatchObject({ error_code: 'operator,conflict', error: '数据已被他人修改，请刷新后重试' });
    expect((await slotRow(date, 1))!.capacity).toBe(before);
    expect((await slotRow(date, 6))!.capacity).toBe(33);
    // Without the versions it is a stale screen too.
    expect(
      await post(manager, '/m/operator/schedule/save.json', {
        sysCenterId: '00-1',
        from: date,
        to: date,
        capacity: 44,
        versions: {},
      }),
    ).toMatchObject({ error_code: 'operator,conflict' });
  });

  it('refuses, changing no day of the range, when one slot would hold less than it has booked', async () => {
    const from = '2026-12-15';
    const to = '2026-12-17';
    await bookAt('2026-12-17', 5);
    const before = await Promise.all(['2026-12-15', '2026-12-16', '2026-12-17'].map(dayOf));
    const answer = await save({ from, to, slotNos: [5], capacity: 0 });
    expect(answer.error_code).toBe('param,invalid');
    expect(answer.error).toContain(`12月17日 ${(await slotRow('2026-12-17', 5))!.testTime}已预约`);
    expect(answer.error).toContain('可约人数不能少于已预约人数');
    const after = await Promise.all(['2026-12-15', '2026-12-16', '2026-12-17'].map(dayOf));
    expect(after).toEqual(before);
    const audit = await server.app.operators.auditOf('calendar', `00-1/${from}~${to}`);
    expect(audit[0]!.outcome).toBe(answer.error);
  });

  it('makes an empty day a rest day users cannot book, and opens it again with the opening hours’ slots', async () => {
    const date = '2027-01-26';
    // Past the seeded range: publish it first, open with 12 places a slot.
    const opened = await save({ from: date, to: date, rest: false, capacity: 12 });
    expect(opened.error_code, opened.error).toBe('000000');
    const day = opened.data.days[0]!;
    expect(day).toMatchObject({ published: true, rest: false });
    expect(day.slots).toHaveLength(11);
    expect(day.slots.every((s) => s.capacity === 12 && s.booked === 0)).toBe(true);
    expect((await userSlots(date)).map((s) => s.numberOfPeople)).toEqual(Array(11).fill(12));

    const rested = await save({ from: date, to: date, rest: true, restNote: '设备检修' });
    expect(rested.data.days[0]).toMatchObject({ rest: true, description: '设备检修', slots: [] });
    expect(await userSlots(date)).toEqual([]);
    expect(await userDay(date)).toMatchObject({ code: '020', desc: '设备检修' });
    const n = ++phoneSeq;
    const user = await sessionFor(server, `1370077${String(n).padStart(4, '0')}`);
    const { body } = await packageOrder(server, {
      date,
      slotNo: 1,
      idCardNo: idCardOf('19850505', 2 * n + 1),
    });
    expect(await submit(server, user.token, body)).toMatchObject({
      error_code: 'param,invalid',
      error: `${date}为休息日，请选择其他日期`,
    });

    const again = await save({ from: date, to: date, rest: false, capacity: 5 });
    expect(again.data.days[0]!.slots.map((s) => s.capacity)).toEqual(Array(11).fill(5));
    expect((await userDay(date))!.code).toBe('000');
  });

  it('refuses to rest a day with bookings', async () => {
    const date = '2026-12-18';
    await bookAt(date, 1);
    const answer = await save({ from: date, to: date, rest: true });
    expect(answer.error).toMatch(/^12月18日已有\d+人预约，不能设为休息日$/);
    expect((await dayOf(date)).rest).toBe(false);
  });

  it('sets an item 满约, 限约 or back to normal on the chosen days, and users see it', async () => {
    const date = '2026-12-21';
    const full = await save({ from: date, to: date, items: [{ projectId: 'GAS-PLAIN', state: 'full' }] });
    expect(full.error_code, full.error).toBe('000000');
    expect(full.data.days[0]!.items.find((i) => i.projectId === 'GAS-PLAIN')!.state).toBe('full');
    expect((await userDay(date, 'GAS-PLAIN'))!.specialProDtos).toEqual([
      { projectId: 'GAS-PLAIN', projectName: '普通胃镜', code: 'full' },
    ]);

    const item = (await dayOf(date)).items.find((i) => i.projectId === 'GAS-PLAIN')!;
    // Back to normal needs the item's places again; then 限约 at what online booking holds.
    expect(
      (await save({ from: date, to: date, items: [{ projectId: 'GAS-PLAIN', state: 'normal' }] })).error,
    ).toBe('12月21日普通胃镜已满约，恢复正常请填写该项目当日的总名额');
    const normal = await save({
      from: date,
      to: date,
      items: [{ projectId: 'GAS-PLAIN', state: 'normal', capacity: item.bookedElsewhere + item.booked + 6 }],
    });
    expect(normal.data.days[0]!.items.find((i) => i.projectId === 'GAS-PLAIN')).toMatchObject({
      state: 'normal',
      quota: item.booked + 6,
    });
    expect((await userDay(date, 'GAS-PLAIN'))!.specialProDtos).toEqual([]);
    const limited = await save({
      from: date,
      to: date,
      items: [{ projectId: 'GAS-PLAIN', state: 'limited', quota: item.booked }],
    });
    expect(limited.data.days[0]!.items.find((i) => i.projectId === 'GAS-PLAIN')!.state).toBe('limited');
    expect((await userDay(date, 'GAS-PLAIN'))!.specialProDtos[0]!.code).toBe('limited');

    // An item the day had no limit on gets one; an item the centre does not have is refused.
    const mri = await save({
      from: date,
      to: date,
      items: [{ projectId: 'MRI-HEAD', state: 'limited', quota: 2 }],
    });
    expect(mri.data.days[0]!.items.find((i) => i.projectId === 'MRI-HEAD')).toMatchObject({
      quota: 2,
      capacity: 2,
      state: 'normal',
    });
    expect(
      (await save({ from: date, to: date, items: [{ projectId: 'NO-SUCH', state: 'full' }] })).error,
    ).toBe('该体检中心没有项目NO-SUCH');
  });

  it('refuses past days, ranges too long and changes that ask for nothing or contradict themselves', async () => {
    const cases: [object, string][] = [
      [{ from: '2026-11-21', to: '2026-11-23', capacity: 5 }, '不能修改今天以前的日期'],
      [{ from: '2026-12-01', to: '2027-03-15', capacity: 5 }, '一次最多修改92天'],
      [{ from: '2026-12-01', to: '2026-12-02' }, '请选择要修改的内容'],
      [{ from: '2026-12-01', to: '2026-12-02', rest: true, capacity: 3 }, '设为休息日时不能同时修改名额'],
      [{ from: '2026-12-01', to: '2026-12-02', rest: false }, '开放日期时请填写每个时段的可约人数'],
      [{ from: '2026-12-02', to: '2026-12-01', capacity: 5 }, '结束日期不能早于开始日期'],
      [{ from: '2026-12-01', to: '2026-12-02', capacity: -1 }, '人数不正确'],
      [{ from: '2026-12-06', to: '2026-12-06', weekdays: [1], capacity: 5 }, '所选范围内没有符合条件的日期'],
    ];
    for (const [change, error] of cases) {
      expect(await preview(manager, change), JSON.stringify(change)).toMatchObject({
        error_code: 'param,invalid',
        error,
      });
    }
  });
});

describe('a capacity lowering racing bookings', () => {
  const reserveAt = (date: string) => () =>
    server.db.transaction((tx) =>
      server.app.schedule.reserve(tx, { sysCenterId: '00-1', date, slotNo: 1, projectIds: [] }),
    );
  const lower = (date: string, capacity: number, versions: Record<string, string>) =>
    post(manager, '/m/operator/schedule/save.json', {
      sysCenterId: '00-1',
      from: date,
      to: date,
      capacity,
      versions,
    });

  it('saves a lowering that still holds every booking, whatever lands meanwhile', async () => {
    const date = '2027-03-01';
    await lonelyDay(date, 30);
    const versions = await versionsFor(date, date);
    const [lowered, ...reserved] = await Promise.all([
      lower(date, 25, versions),
      ...Array.from({ length: 20 }, reserveAt(date)),
    ]);
    expect(lowered!.error_code, lowered!.error).toBe('000000');
    expect(reserved.every((r) => r.ok)).toBe(true);
    expect(await slotRow(date, 1)).toMatchObject({ capacity: 25, booked: 20 });
  });

  it('never leaves a slot holding more than its capacity, and answers every call', async () => {
    const date = '2027-03-02';
    await lonelyDay(date, 30);
    const versions = await versionsFor(date, date);
    const early = Array.from({ length: 10 }, reserveAt(date));
    const lowering = lower(date, 15, versions);
    const late = Array.from({ length: 30 }, reserveAt(date));
    const [lowered, ...reserved] = await Promise.all([lowering, ...early, ...late]);
    const slot = (await slotRow(date, 1))!;
    const taken = reserved.filter((r) => r.ok).length;
    expect(slot.booked).toBe(taken);
    expect(slot.booked).toBeLessThanOrEqual(slot.capacity);
    if (lowered!.error_code === '000000') {
      expect(slot.capacity).toBe(15);
      expect(taken).toBe(15);
    } else {
      // The bookings got there first: more than 15 held when the save looked, so it changed nothing.
      expect(lowered!.error).toMatch(/已预约\d+人，可约人数不能少于已预约人数/);
      expect(slot.capacity).toBe(30);
    }
    expect(reserved.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'full')).toBe(true);
  });

  it('never rests a day a booking landed on: either the booking or the rest day wins, never both', async () => {
    for (const date of ['2027-03-03', '2027-03-04', '2027-03-05']) {
      await lonelyDay(date, 5);
      const versions = await versionsFor(date, date);
      const [rested, ...reserved] = await Promise.all([
        post(manager, '/m/operator/schedule/save.json', {
          sysCenterId: '00-1',
          from: date,
          to: date,
          rest: true,
          versions,
        }),
        ...Array.from({ length: 3 }, reserveAt(date)),
      ]);
      const taken = reserved.filter((r) => r.ok).length;
      const slot = await slotRow(date, 1);
      if (rested!.error_code === '000000') {
        expect(taken, date).toBe(0);
        expect(slot, date).toBeUndefined();
        expect(
          reserved.every((r) => !r.ok && (r.reason === 'rest' || r.reason === 'unknown')),
          date,
        ).toBe(true);
      } else {
        expect(rested!.error, date).toMatch(/已有\d+人预约，不能设为休息日/);
        expect(slot!.booked, date).toBe(taken);
        expect(taken, date).toBeGreaterThan(0);
      }
    }
  });
  /**
   * Runs `first` while another transaction holds the day's slot row (a booking in flight), waits until
   * it queues on that lock, then starts `then` (which queue behind it) and lets the slot go: on
   * PostgreSQL the save then works on the locked slot before the bookings, which must see what it
   * did. PGlite runs one transaction at a time, so there the two simply run in that order.
   */
  async function saveAheadOfBookings<A, B>(date: string, first: () => Promise<A>, then: () => Promise<B>[]) {
    if (!server.databaseUrl) {
      const a = await first();
      return [a, await Promise.all(then())] as const;
    }
    const waiting = async () =>
      Number(
        (
          (await server.db.execute(sql`select count(*) as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as {
            rows: { n: string }[];
          }
        ).rows[0]!.n,
      );
    const until = async (n: number) => {
      for (let i = 0; i < 200 && (await waiting()) < n; i++) await new Promise((r) => setTimeout(r, 25));
    };
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const holding = server.db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from schedule_slots where centre_id = '00-1' and date = ${date} for update`,
      );
      await held;
    });
    const a = first();
    await until(1);
    const b = then();
    await until(1 + b.length);
    release();
    await holding;
    return [await a, await Promise.all(b)] as const;
  }

  it('a save that reaches the slot first holds: bookings queued behind it see the lower capacity, or the rest day', async () => {
    const lowered = '2027-03-08';
    await lonelyDay(lowered, 30);
    const lowerVersions = await versionsFor(lowered, lowered);
    const [saved, reserved] = await saveAheadOfBookings(
      lowered,
      () => lower(lowered, 2, lowerVersions),
      () => Array.from({ length: 4 }, reserveAt(lowered)),
    );
    expect(saved.error_code, saved.error).toBe('000000');
    expect(reserved.filter((r) => r.ok)).toHaveLength(2);
    expect(await slotRow(lowered, 1)).toMatchObject({ capacity: 2, booked: 2 });

    const rested = '2027-03-09';
    await lonelyDay(rested, 30);
    const restVersions = await versionsFor(rested, rested);
    const [restSaved, refused] = await saveAheadOfBookings(
      rested,
      () =>
        post(manager, '/m/operator/schedule/save.json', {
          sysCenterId: '00-1',
          from: rested,
          to: rested,
          rest: true,
          versions: restVersions,
        }),
      () => Array.from({ length: 3 }, reserveAt(rested)),
    );
    expect(restSaved.error_code, restSaved.error).toBe('000000');
    expect(refused.every((r) => !r.ok)).toBe(true);
    expect(await slotRow(rested, 1)).toBeUndefined();
  });
});
