// The exam day (issue 24): the guide on the person's own order, the stations' queues as the console
// moves them, and the stream: owner only, the state on connect and after each change, made by this
// process or another one (a second app on PGlite, a second OS process on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { headersOf, idCardOf, packageOrder, sessionFor, submit } from '../orders/order-fixtures.ts';

let server: TestServer;
// Booked from the test clock's Sunday 2026-11-22 for Tuesday 2026-12-01; the clock then moves there.
const DAY = '2026-12-01';
let seq = 0;
let desk: string;
let origin: string;

interface Person {
  token: string;
  orderId: number;
  orderNo: string;
}

async function bookedPerson(): Promise<Person> {
  const n = ++seq;
  const { token } = await sessionFor(server, `1370090${String(n).padStart(4, '0')}`);
  const { body } = await packageOrder(server, {
    date: DAY,
    slotNo: 1,
    idCardNo: idCardOf('19880303', 2 * n + 1),
  });
  const answer = await submit(server, token, { ...body, name: `测试${'甲乙丙丁戊'[n % 5]}人` });
  expect(answer.error_code, answer.error).toBe('000000');
  return { token, orderId: answer.orderId, orderNo: answer.orderNo };
}

const guideOf = async (p: Person, token = p.token) =>
  (
    await server.app.inject({
      method: 'GET',
      url: `/m/wx/1/appointment/exam-day.json?orderId=${p.orderId}`,
      headers: headersOf(token),
    })
  ).json();

async function staff(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await server.app.inject({
    method,
    url: `/m/operator/${url}`,
    headers: operatorHeaders(desk),
    payload,
  });
  return res.json();
}
const checkIn = (p: Person) => staff('POST', 'orders/check-in.json', { orderNo: p.orderNo });
const queueAt = (station: string) => staff('GET', `stations/queue.json?sysCenterId=00-1&station=${station}`);
const callNext = (station: string) => staff('POST', 'stations/call.json', { sysCenterId: '00-1', station });
const mark = (station: string, p: Person, state: 'done' | 'skipped') =>
  staff('POST', 'stations/mark.json', { sysCenterId: '00-1', station, orderId: p.orderId, state });

let people: Person[];

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: '2026-11-22', demoAccount: false });
  people = [await bookedPerson(), await bookedPerson(), await bookedPerson(), await bookedPerson()];
  // 09:00 on the exam day in Shanghai
  server.clock.advance(Date.parse(`${DAY}T09:00:00+08:00`) - server.clock.now().getTime());
  desk = await operatorToken(server.app, { centreId: '00-1', role: 'desk' });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('the guide', () => {
  it('is null on another day, and the round with breakfast after the fasting stations on the day', async () => {
    const [a] = people;
    server.clock.advance(-86_400_000);
    const before = await guideOf(a!);
    server.clock.advance(86_400_000);
    expect(before).toMatchObject({ error_code: '000000', data: null });

    const guide = (await guideOf(a!)).data;
    expect(guide.checkedIn).toBe(false);
    expect(guide.status).toContain('请先到前台签到');
    expect(guide.arriveBy).toBe('07:15');
    expect(guide.bring[0]).toContain('身份证');
    expect(guide.fastingUntil).toContain('空腹');
    const names = guide.steps.map((s: { name: string }) => s.name);
    expect(names.slice(0, 3)).toEqual(['抽血', '腹部超声', '早餐']);
    expect(names).toEqual(expect.arrayContaining(['心电图', '放射', '内科', '外科', '眼科']));
    expect(guide.current).toBeNull();
  });

  it('is not found for another user, and the stream refuses them before streaming', async () => {
    const [a, b] = people;
    expect((await guideOf(a!, b!.token)).error).toBe('订单不存在');
    const res = await fetch(`${origin}/m/wx/1/appointment/exam-day/stream?orderId=${a!.orderId}`, {
      headers: headersOf(b!.token),
    });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { error: string }).error).toBe('订单不存在');
    const anonymous = await fetch(`${origin}/m/wx/1/appointment/exam-day/stream?orderId=${a!.orderId}`);
    expect(((await anonymous.json()) as { error_code: string }).error_code).not.toBe('000000');
  });
});

describe('the queue', () => {
  it('queues the checked-in at their first station in check-in order; called and done people leave it', async () => {
    const [a, b, c] = people;
    for (const p of [a!, b!, c!]) expect((await checkIn(p)).error_code).toBe('000000');
    let blood = (await queueAt('blood')).data;
    expect(blood.waiting.map((w: { orderId: number }) => w.orderId)).toEqual([
      a!.orderId,
      b!.orderId,
      c!.orderId,
    ]);
    expect(blood.waiting[0].name).toMatch(/^测\*+人$/);
    expect((await guideOf(c!)).data.current).toMatchObject({ station: 'blood', state: 'waiting', ahead: 2 });
    expect((await guideOf(c!)).data.status).toBe('抽血：您前面还有 2 人');

    blood = (await callNext('blood')).data;
    expect(blood.called.map((w: { orderId: number }) => w.orderId)).toEqual([a!.orderId]);
    expect(blood.waiting).toHaveLength(2);
    expect((await guideOf(a!)).data.current).toMatchObject({ state: 'called', line: '请到抽血检查' });
    expect((await guideOf(c!)).data.current.ahead).toBe(1);

    expect((await mark('blood', a!, 'done')).data.called).toEqual([]);
    const next = (await guideOf(a!)).data;
    expect(next.current).toMatchObject({ station: 'abdominalUltrasound', ahead: 0 });
    expect(next.steps[0].state).toBe('done');
    expect(next.steps[1].state).toBe('current');
    expect(
      (await queueAt('abdominalUltrasound')).data.waiting.map((w: { orderId: number }) => w.orderId),
    ).toEqual([a!.orderId]);
  });

  it('skips (过号) only someone called, and refuses a call with nobody waiting', async () => {
    const [, b, c] = people;
    expect((await mark('blood', b!, 'skipped')).error).toContain('不在该科室的叫号中');
    await callNext('blood');
    const after = (await mark('blood', b!, 'skipped')).data;
    expect(after.waiting.map((w: { orderId: number }) => w.orderId)).toEqual([c!.orderId]);
    expect((await guideOf(b!)).data.steps[0].state).toBe('skipped');
    expect((await callNext('eye')).error).toBe('该科室暂无排队的人');
    expect((await staff('GET', 'stations/queue.json?sysCenterId=00-1&station=nowhere')).error).toBe(
      '请选择检查科室',
    );
  });

  it('lets the exam’s end (完成体检) take the person out of every queue, and ends their guide', async () => {
    const [, , c] = people;
    expect((await staff('POST', 'orders/examined.json', { orderId: c!.orderId })).error_code).toBe('000000');
    expect((await queueAt('blood')).data.waiting).toEqual([]);
    expect((await guideOf(c!)).data).toBeNull();
  });
});

/** Reads a stream's events (event name and parsed data) and comment lines as they come. */
function eventReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(timeoutMs = 5_000): Promise<{ event: string; data: unknown } | { comment: string }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('retry:')) continue;
          if (block.startsWith(':')) return { comment: block };
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
          return { event, data };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
        ]);
        if (chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    /** The next event, past any heart-beat comments. */
    async event(timeoutMs = 5_000): Promise<{ event: string; data: unknown }> {
      for (;;) {
        const next = await this.next(timeoutMs);
        if ('event' in next) return next;
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('the stream', () => {
  it('sends the state on connect and after changes made by another server process', async () => {
    const [, , , d] = people;
    expect((await checkIn(d!)).error_code).toBe('000000');
    const res = await fetch(`${origin}/m/wx/1/appointment/exam-day/stream?orderId=${d!.orderId}`, {
      headers: headersOf(d!.token),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('no-cache');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const events = eventReader(res);
    const first = (await events.event()) as {
      event: string;
      data: { current: { station: string; ahead: number } };
    };
    expect(first.event).toBe('guide');
    // a is at the ultrasound, b skipped the blood, c is examined: d waits alone at the blood
    expect(first.data.current).toMatchObject({ station: 'blood', ahead: 0 });

    // The other process: a second OS process on PostgreSQL, a second app on the same PGlite.
    let close: () => Promise<void>;
    let call: (url: string, payload: object) => Promise<{ error_code: string; error: string }>;
    if (server.databaseUrl) {
      const child = await startServerProcess(server.databaseUrl, server.clock.now());
      close = child.stop;
      call = async (url, payload) =>
        (
          await fetch(`${child.origin}/m/operator/${url}`, {
            method: 'POST',
            headers: { ...operatorHeaders(desk), 'content-type': 'application/json' },
            body: JSON.stringify(payload),
          })
        ).json() as Promise<{ error_code: string; error: string }>;
    } else {
      const other = await server.variant({});
      // its own clock, set to this one's exam day
      other.clock.advance(server.clock.now().getTime() - other.clock.now().getTime());
      close = other.close;
      call = async (url, payload) =>
        (
          await other.app.inject({
            method: 'POST',
            url: `/m/operator/${url}`,
            headers: operatorHeaders(desk),
            payload,
          })
        ).json();
    }
    try {
      expect((await call('stations/call.json', { sysCenterId: '00-1', station: 'blood' })).error_code).toBe(
        '000000',
      );
      const called = (await events.event()) as { event: string; data: { current: { state: string } } };
      expect(called.event).toBe('guide');
      expect(called.data.current).toMatchObject({ state: 'called' });

      await call('stations/mark.json', {
        sysCenterId: '00-1',
        station: 'blood',
        orderId: d!.orderId,
        state: 'done',
      });
      const done = (await events.event()) as { data: { current: { station: string; ahead: number } } };
      // a (blood done) and b (blood skipped) were ready for the ultrasound at the same instant, before d
      expect(done.data.current).toMatchObject({ station: 'abdominalUltrasound', ahead: 2 });
    } finally {
      await events.cancel();
      await close();
    }
  }, 60_000);

  it('ends at once with `end` when there is no guide (not the exam day)', async () => {
    const [a] = people;
    server.clock.advance(86_400_000);
    try {
      const res = await fetch(`${origin}/m/wx/1/appointment/exam-day/stream?orderId=${a!.orderId}`, {
        headers: headersOf(a!.token),
      });
      const events = eventReader(res);
      expect(await events.event()).toEqual({ event: 'end', data: null });
    } finally {
      server.clock.advance(-86_400_000);
    }
  });
});
