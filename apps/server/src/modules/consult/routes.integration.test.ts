import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoConsults } from '../../seed/consult-data.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { headersOf, sessionFor } from '../orders/order-fixtures.ts';
import { CONSULT_DAYS_AHEAD, ConsultErrors } from './service.ts';

// The test clock starts 2026-11-22 09:00 Shanghai.
const TODAY = '2026-11-22';
let server: TestServer;
let demo: { token: string; userId: number };
let other: { token: string; userId: number };

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  demo = await sessionFor(server, '13800138000');
  other = await sessionFor(server, '13700410001');
  await seedDemoConsults(server.db, demo.userId, TODAY);
});
afterAll(async () => {
  await server.close();
});

const get = async (token: string | null, url: string) =>
  (
    await server.app.inject({ method: 'GET', url: `/m${url}`, headers: token ? headersOf(token) : {} })
  ).json();
const post = async (token: string | null, url: string, payload: object) =>
  (
    await server.app.inject({
      method: 'POST',
      url: `/m${url}`,
      headers: token ? headersOf(token) : {},
      payload,
    })
  ).json();

const book = (token: string, serviceId: number, date: string, slotNo: number) =>
  post(token, '/consult-service/v1/booking/create', { serviceId, date, slotNo });
const slots = async (id: number, date: string) =>
  (await get(null, `/consult-service/v1/service/slots?id=${id}&date=${date}`)).data.list as {
    slotNo: number;
    booked: number;
    capacity: number;
    bookable: boolean;
  }[];
const mine = async (token: string) => (await get(token, '/consult-service/v1/booking/list')).data.list;

const NOT_FOUND = (error: string) => ({ error_code: 'not,found', error, data: null });
const INVALID = (error: string) => ({ error_code: 'param,invalid', error, data: null });

describe('consultation services', () => {
  it("lists a centre's services with doctor, price and duration, to anyone", async () => {
    const body = await get(null, '/consult-service/v1/service/list?sysCenterId=00-1');
    expect(body.error_code).toBe('000000');
    expect(body.data.list.map((s: { name: string }) => s.name)).toEqual([
      '报告解读咨询',
      '慢病管理咨询',
      '营养咨询',
    ]);
    expect(body.data.list[1]).toMatchObject({ doctorName: '李慧敏', price: 5000, durationMinutes: 30 });
    // The platform (00-0) is no centre: every centre's services.
    const all = await get(null, '/consult-service/v1/service/list?sysCenterId=00-0');
    expect(all.data.list.map((s: { sysCenterId: string }) => s.sysCenterId)).toEqual([
      '00-1',
      '00-1',
      '00-1',
      '00-16',
    ]);
  });

  it('answers a service with the days it can be booked, and a missing one as not found', async () => {
    const body = await get(null, '/consult-service/v1/service/detail?id=1');
    expect(body.data.dates).toHaveLength(CONSULT_DAYS_AHEAD);
    expect(body.data.dates[0]).toBe(TODAY);
    expect(await get(null, '/consult-service/v1/service/detail?id=999')).toEqual(
      NOT_FOUND(ConsultErrors.serviceNotFound),
    );
    expect(await get(null, '/consult-service/v1/service/detail?id=abc')).toEqual(
      INVALID('咨询服务编号不正确'),
    );
  });

  it('shows the seeded full day as full, and times already passed today as not bookable', async () => {
    const full = await slots(2, '2026-11-24');
    expect(full.every((s) => !s.bookable && s.booked === s.capacity)).toBe(true);
    const today = await slots(1, TODAY);
    expect(today[0]).toMatchObject({ slotNo: 1, bookable: false });
    expect(today[4]).toMatchObject({ slotNo: 5, bookable: true });
    expect(await book(other.token, 2, '2026-11-24', 1)).toEqual(INVALID(ConsultErrors.slotFull));
    expect(await book(other.token, 1, TODAY, 1)).toEqual(INVALID(ConsultErrors.slotPassed));
    expect(await book(other.token, 1, '2027-01-20', 1)).toEqual(INVALID(ConsultErrors.dateOutOfRange));
    expect(await book(other.token, 1, '2026-11-25', 42)).toEqual(INVALID(ConsultErrors.slotMissing));
  });
});

describe('booking a consultation', () => {
  it('needs a login', async () => {
    const body = await book('', 1, '2026-11-25', 1);
    expect(body.error_code).not.toBe('000000');
  });

  it('takes a place, refuses the same time twice, and gives the place back on cancel', async () => {
    const booked = await book(other.token, 1, '2026-11-25', 2);
    expect(booked).toMatchObject({
      error_code: '000000',
      data: { state: 'booked', stateName: '待咨询', testTime: '09:30~10:00' },
    });
    expect((await slots(1, '2026-11-25'))[1]).toMatchObject({ booked: 1, bookable: true });
    expect(await book(other.token, 1, '2026-11-25', 2)).toEqual(INVALID(ConsultErrors.alreadyBooked));

    const cancelled = await post(other.token, '/consult-service/v1/booking/cancel', { id: booked.data.id });
    expect(cancelled.data).toMatchObject({ state: 'cancelled', stateName: '已取消' });
    expect((await slots(1, '2026-11-25'))[1]).toMatchObject({ booked: 0 });
    expect(await post(other.token, '/consult-service/v1/booking/cancel', { id: booked.data.id })).toEqual(
      INVALID(ConsultErrors.cancelDone),
    );
  });

  it('never overbooks: two users racing for the last place, one gets it', async () => {
    // 慢病管理咨询 takes one person a time.
    const results = await Promise.all([
      book(demo.token, 2, '2026-11-26', 1),
      book(other.token, 2, '2026-11-26', 1),
    ]);
    const codes = results.map((r) => r.error_code).sort();
    expect(codes).toEqual(['000000', 'param,invalid']);
    expect(results.find((r) => r.error_code !== '000000')).toEqual(INVALID(ConsultErrors.slotFull));
    expect((await slots(2, '2026-11-26'))[0]).toMatchObject({ booked: 1, capacity: 1, bookable: false });
  });

  it("answers another user's booking as a missing one, and lets nobody cancel it", async () => {
    const [upcoming] = (await mine(demo.token)).filter(
      (b: { serviceName: string }) => b.serviceName === '营养咨询',
    );
    expect(await get(other.token, `/consult-service/v1/booking/detail?id=${upcoming.id}`)).toEqual(
      NOT_FOUND(ConsultErrors.bookingNotFound),
    );
    expect(await get(other.token, '/consult-service/v1/booking/detail?id=999999')).toEqual(
      NOT_FOUND(ConsultErrors.bookingNotFound),
    );
    expect(await post(other.token, '/consult-service/v1/booking/cancel', { id: upcoming.id })).toEqual(
      NOT_FOUND(ConsultErrors.bookingNotFound),
    );
    expect((await get(demo.token, `/consult-service/v1/booking/detail?id=${upcoming.id}`)).data.state).toBe(
      'booked',
    );
  });
});

describe('feedback', () => {
  it('is refused before the consultation, for another user, and out of range', async () => {
    const list = await mine(demo.token);
    const upcoming = list.find((b: { serviceName: string }) => b.serviceName === '营养咨询');
    const past = list.find((b: { state: string }) => b.state === 'awaitingFeedback');
    expect(past).toMatchObject({ serviceName: '报告解读咨询', stateName: '待评价' });
    const rate = (token: string, payload: object) =>
      post(token, '/consult-service/v1/booking/feedback', payload);
    expect(await rate(demo.token, { id: upcoming.id, rating: 5 })).toEqual(
      INVALID(ConsultErrors.feedbackTooEarly),
    );
    expect(await rate(other.token, { id: past.id, rating: 5 })).toEqual(
      NOT_FOUND(ConsultErrors.bookingNotFound),
    );
    expect(await rate(demo.token, { id: past.id, rating: 6 })).toEqual(INVALID('请选择1到5星的评分'));
    expect(await rate(demo.token, { id: past.id, rating: 4, comment: '好'.repeat(201) })).toEqual(
      INVALID('评价内容不能超过200字'),
    );
    expect(
      (await get(demo.token, `/consult-service/v1/booking/detail?id=${past.id}`)).data.rating,
    ).toBeNull();
  });

  it('is taken once after the consultation, as text', async () => {
    const past = (await mine(demo.token)).find((b: { state: string }) => b.state === 'awaitingFeedback');
    const comment = '<b>医生讲解很耐心</b>';
    const rated = await post(demo.token, '/consult-service/v1/booking/feedback', {
      id: past.id,
      rating: 5,
      comment,
    });
    expect(rated.data).toMatchObject({ state: 'rated', stateName: '已评价', rating: 5, comment });
    expect(
      await post(demo.token, '/consult-service/v1/booking/feedback', { id: past.id, rating: 1 }),
    ).toEqual(INVALID(ConsultErrors.feedbackTwice));
  });

  it('opens when the time has passed', async () => {
    const booked = await book(other.token, 1, TODAY, 8);
    expect(booked.data.state).toBe('booked');
    server.clock.advance(8 * 3600_000); // 17:00, after 15:30~16:00
    const rated = await post(other.token, '/consult-service/v1/booking/feedback', {
      id: booked.data.id,
      rating: 3,
    });
    expect(rated.data).toMatchObject({ state: 'rated', rating: 3, comment: '' });
  });
});
