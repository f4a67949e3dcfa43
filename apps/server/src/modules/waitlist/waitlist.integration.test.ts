import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { idCardOf, packageOrder, postAs, sessionFor, submit } from '../orders/order-fixtures.ts';
import { scheduleRepository } from '../schedule/repository.ts';
import { FakeWechatClient } from '../wechat/fake-wechat-client.ts';
import { waitlistRepository } from './repository.ts';
import { createWaitlistService } from './service.ts';

let server: TestServer;
const TODAY = '2026-11-22';
// Outside the seeded 60 days, so the slot below is the day's only one.
const DATE = '2027-02-03';
const PLACES = 5;
const WAITING = 50;
const key = { centreId: '00-1', date: DATE, slotNo: 1 };

interface Person {
  token: string;
  userId: number;
  idCardNo: string;
}

const person = async (i: number, prefix: string): Promise<Person> => {
  const phone = `${prefix}${String(i).padStart(4, '0')}`;
  const { token, userId } = await sessionFor(server, phone);
  return {
    token,
    userId,
    idCardNo: idCardOf(
      `19${60 + (i % 30)}0101`,
      2 * Math.floor(i / 30) + 1 + (prefix === '1370004' ? 100 : 0),
    ),
  };
};

const joinBody = async (p: Person) => {
  const { body } = await packageOrder(server, { date: DATE, slotNo: 1, idCardNo: p.idCardNo });
  const { idempotencyKey: _k, boExaminationTimeNo: _s, ...cart } = body;
  return cart;
};

const booked = async () => (await scheduleRepository.slot(server.db, key))!.booked;

let bookers: (Person & { orderId: number })[] = [];
let waiters: Person[] = [];

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  await scheduleRepository.upsertDays(server.db, [
    { centreId: '00-1', date: DATE, rest: 0, description: '' },
  ]);
  await scheduleRepository.insertSlots(server.db, [
    { centreId: '00-1', date: DATE, slotNo: 1, testTime: '08:00~08:30', capacity: PLACES, booked: 0 },
  ]);
  // The day is filled by five orders.
  bookers = [];
  for (let i = 0; i < PLACES; i++) {
    const p = await person(i, '1370004');
    const { body } = await packageOrder(server, { date: DATE, slotNo: 1, idCardNo: p.idCardNo });
    const answer = await submit(server, p.token, body);
    expect(answer.data.code).toBe(0);
    bookers.push({ ...p, orderId: answer.data.orderId });
  }
  waiters = await Promise.all(Array.from({ length: WAITING }, (_, i) => person(i, '1370005')));
}, 180_000);
afterAll(async () => {
  await server.close();
});

describe('the waitlist of a full day', () => {
  it('refuses to queue for a day that still has places', async () => {
    const other = await person(99, '1370006');
    const { body } = await packageOrder(server, { date: '2026-11-30', slotNo: 1, idCardNo: other.idCardNo });
    const { idempotencyKey: _k, boExaminationTimeNo: _s, ...cart } = body;
    const answer = await postAs(server, other.token, '/m/wx/waitlist/join.json', cart);
    expect(answer.error).toBe('该日期仍有可约名额，请直接预约');
  });

  it(`${WAITING} people queue in the order they joined; nobody joins twice`, async () => {
    // Joined one after the other, so the queue's order is known; the same person again is refused.
    for (const p of waiters) {
      const answer = await postAs(server, p.token, '/m/wx/waitlist/join.json', await joinBody(p));
      expect(answer.error_code).toBe('000000');
      expect(answer.data.status).toBe('waiting');
    }
    const again = await postAs(
      server,
      waiters[3]!.token,
      '/m/wx/waitlist/join.json',
      await joinBody(waiters[3]!),
    );
    expect(again.error).toBe('该体检人已在当天的候补队列中（第4位）');
    const list = await server.app.waitlist.list(waiters[9]!.userId);
    expect(list[0]!.position).toBe(10);
  }, 120_000);

  it(`${PLACES} cancellations at once: exactly ${PLACES} holds, to the first ${PLACES}, each place once`, async () => {
    await Promise.all(bookers.map((b) => server.app.orders.cancel(b.userId, b.orderId)));
    const rows = await waitlistRepository.ofDay(server.db, '00-1', DATE);
    const held = rows.filter((r) => r.status === 'held');
    expect(held.map((r) => r.userId).sort()).toEqual(
      waiters
        .slice(0, PLACES)
        .map((p) => p.userId)
        .sort(),
    );
    expect(rows.filter((r) => r.status === 'waiting')).toHaveLength(WAITING - PLACES);
    // The holds are the places: the slot is as full as before, and nobody else can book it.
    expect(await booked()).toBe(PLACES);
    const stranger = await person(98, '1370006');
    const { body } = await packageOrder(server, { date: DATE, slotNo: 1, idCardNo: stranger.idCardNo });
    expect((await submit(server, stranger.token, body)).data.code).toBe(-3);
    // The sixth in line is now first.
    expect((await server.app.waitlist.list(waiters[PLACES]!.userId))[0]!.position).toBe(1);
  }, 120_000);

  it('booking from a hold takes the held place, not a second one; a second booking of it is refused', async () => {
    const first = waiters[0]!;
    const [entry] = await server.app.waitlist.list(first.userId);
    const answer = await postAs(server, first.token, '/m/wx/waitlist/book.json', {
      id: entry!.id,
      idempotencyKey: randomUUID(),
    });
    expect(answer.data.code).toBe(0);
    expect(answer.orderId).toBe(answer.data.orderId);
    expect(await booked()).toBe(PLACES);
    const again = await postAs(server, first.token, '/m/wx/waitlist/book.json', {
      id: entry!.id,
      idempotencyKey: randomUUID(),
    });
    expect(again.error).toBe('该候补暂无保留的名额');
    expect((await server.app.waitlist.list(first.userId))[0]).toMatchObject({
      status: 'booked',
      orderId: answer.data.orderId,
    });
    // Another account cannot see or book somebody's entry.
    const stranger = await postAs(server, waiters[1]!.token, '/m/wx/waitlist/book.json', {
      id: entry!.id,
      idempotencyKey: randomUUID(),
    });
    expect(stranger.error).toBe('候补记录不存在');
  }, 60_000);

  it('a lapsed hold goes to the next person exactly once; the lapsed person is out of the queue', async () => {
    server.clock.advance(31 * 60_000);
    // Two sweepers at once, as two worker processes would run them.
    const [a, b] = await Promise.all([server.app.waitlist.lapseDue(), server.app.waitlist.lapseDue()]);
    expect(a + b).toBe(PLACES - 1);
    const rows = await waitlistRepository.ofDay(server.db, '00-1', DATE);
    expect(
      rows
        .filter((r) => r.status === 'lapsed')
        .map((r) => r.userId)
        .sort(),
    ).toEqual(
      waiters
        .slice(1, PLACES)
        .map((p) => p.userId)
        .sort(),
    );
    const held = rows.filter((r) => r.status === 'held');
    expect(held.map((r) => r.userId).sort()).toEqual(
      waiters
        .slice(PLACES, 2 * PLACES - 1)
        .map((p) => p.userId)
        .sort(),
    );
    expect(new Set(held.map((r) => r.id)).size).toBe(PLACES - 1);
    expect(await booked()).toBe(PLACES);
    // Running the sweep again changes nothing: the new holds have their full time.
    expect(await server.app.waitlist.lapseDue()).toBe(0);
  }, 60_000);

  it('tells each new hold once by SMS, the name masked', async () => {
    const sent = await server.app.waitlist.sendHoldNotices();
    expect(sent).toBeGreaterThanOrEqual(PLACES - 1);
    expect(await server.app.waitlist.sendHoldNotices()).toBe(0);
    const notices = server.sms.noticesTo('13912345678').filter((n) => n.kind === 'waitlistHold');
    expect(notices.at(-1)!.text).toMatch(/^王\*明您好，您候补的.+2月3日08:00-08:30有名额了，已为您保留至/);
  });

  it('staff raising capacity hold the new places for the next people', async () => {
    await server.app.schedule.setCapacity({
      sysCenterId: '00-1',
      date: DATE,
      slotNo: 1,
      capacity: PLACES + 2,
    });
    const rows = await waitlistRepository.ofDay(server.db, '00-1', DATE);
    expect(rows.filter((r) => r.status === 'held')).toHaveLength(PLACES + 1);
    expect(await booked()).toBe(PLACES + 2);
  });

  it("the console's capacity edit holds the places it opens too", async () => {
    const month = await server.app.schedule.capacity.month('00-1', DATE.slice(0, 7));
    const version = month.days.find((d) => d.date === DATE)!.version;
    await server.app.schedule.capacity.save({
      sysCenterId: '00-1',
      from: DATE,
      to: DATE,
      slotNos: [1],
      capacity: PLACES + 4,
      versions: { [DATE]: version },
    } as Parameters<typeof server.app.schedule.capacity.save>[0]);
    const rows = await waitlistRepository.ofDay(server.db, '00-1', DATE);
    expect(rows.filter((r) => r.status === 'held')).toHaveLength(PLACES + 3);
    expect(await booked()).toBe(PLACES + 4);
  });

  it('a hold read after its time passes it on at once, without waiting for the sweep', async () => {
    server.clock.advance(31 * 60_000);
    const heldBefore = (await waitlistRepository.ofDay(server.db, '00-1', DATE)).filter(
      (r) => r.status === 'held',
    );
    const reader = waiters.find((p) => p.userId === heldBefore[0]!.userId)!;
    const [mine] = await server.app.waitlist.list(reader.userId);
    expect(mine!.status).toBe('lapsed');
    const rows = await waitlistRepository.ofDay(server.db, '00-1', DATE);
    // The reader's place went to the first person still waiting; the others wait for the sweep.
    expect(rows.filter((r) => r.status === 'held')).toHaveLength(heldBefore.length);
    expect(await booked()).toBe(PLACES + 4);
    const answer = await postAs(server, reader.token, '/m/wx/waitlist/book.json', {
      id: mine!.id,
      idempotencyKey: randomUUID(),
    });
    expect(answer.error).toBe('保留时间已过，名额已顺延给下一位');
  });

  it('tells a hold by WeChat to an account signed in through it, by SMS to the others', async () => {
    const unnotified = (await waitlistRepository.ofDay(server.db, '00-1', DATE)).filter(
      (r) => r.status === 'held' && r.notifiedAt === null && r.holdExpiresAt! > server.clock.now(),
    );
    expect(unnotified.length).toBeGreaterThan(0);
    const wechat = new FakeWechatClient();
    const sms = { sendsNotice: () => true, sendNotice: vi.fn(async () => undefined) };
    const viaWechat = createWaitlistService({
      db: server.db,
      clock: server.clock.now,
      schedule: server.app.schedule,
      orders: server.app.orders,
      sms,
      wechat: { client: wechat, templateId: 'tpl-hold' },
      users: { openidsOf: async () => new Map([[unnotified[0]!.userId, 'oWx-waiting']]) },
      listen: false,
    });
    expect(await viaWechat.sendHoldNotices()).toBe(unnotified.length);
    expect(wechat.sent).toEqual([
      {
        openid: 'oWx-waiting',
        templateId: 'tpl-hold',
        data: {
          thing1: expect.any(String),
          thing2: '2月3日 08:00-08:30',
          thing3: expect.stringMatching(/^名额保留至\d{2}:\d{2}，请尽快预约$/),
        },
        page: '/waitlist',
      },
    ]);
    expect(sms.sendNotice).toHaveBeenCalledTimes(unnotified.length - 1);
  });
});

describe('a move to another day frees the old one', () => {
  it('a reschedule holds the place it leaves for the first person waiting for that day', async () => {
    const FROM = '2027-02-09';
    const TO = '2027-02-10';
    for (const date of [FROM, TO]) {
      await scheduleRepository.upsertDays(server.db, [{ centreId: '00-1', date, rest: 0, description: '' }]);
      await scheduleRepository.insertSlots(server.db, [
        { centreId: '00-1', date, slotNo: 1, testTime: '08:00~08:30', capacity: 1, booked: 0 },
      ]);
    }
    const mover = await person(7, '1370007');
    const { body } = await packageOrder(server, { date: FROM, slotNo: 1, idCardNo: mover.idCardNo });
    const order = await submit(server, mover.token, body);
    expect(order.data.code).toBe(0);
    const waiter = await person(8, '1370007');
    const { body: cartBody } = await packageOrder(server, {
      date: FROM,
      slotNo: 1,
      idCardNo: idCardOf('19920202', 41),
    });
    const { idempotencyKey: _k, boExaminationTimeNo: _s, ...cart } = cartBody;
    const joined = await postAs(server, waiter.token, '/m/wx/waitlist/join.json', cart);
    expect(joined.data.position, joined.error).toBe(1);

    const moved = await postAs(server, mover.token, '/m/wx/2/appointment/updateOrderForClient.json', {
      orderId: order.data.orderId,
      boExaminationDate: TO,
      boExaminationTimeNo: 1,
    });
    expect(moved.error_code, moved.error).toBe('000000');
    expect(moved.data.code).toBe(0);
    const [entry] = await server.app.waitlist.list(waiter.userId);
    expect(entry).toMatchObject({ status: 'held', slotNo: 1, slotTime: '08:00~08:30', position: null });
    // The place left is the hold's: the old day stays full, the new day holds the moved order.
    for (const date of [FROM, TO])
      expect((await scheduleRepository.slot(server.db, { centreId: '00-1', date, slotNo: 1 }))!.booked).toBe(
        1,
      );
  });
});
