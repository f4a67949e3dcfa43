import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { scheduleRepository } from '../schedule/repository.ts';
import { idCardOf, packageOrder, sessionFor, submit } from './order-fixtures.ts';
import { ordersRepository } from './repository.ts';

let server: TestServer;
const TODAY = '2026-11-22';
// Outside the seeded 60 days, so the slot below is the day's only one.
const DATE = '2027-02-02';
const PLACES = 10;
// PostgreSQL runs the submissions truly at once (CI, TEST_DATABASE_URL); the embedded PGlite runs one
// connection, so there the same counting is checked with fewer people.
const PEOPLE = process.env.TEST_DATABASE_URL ? 200 : 30;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  await scheduleRepository.upsertDays(server.db, [
    { centreId: '00-1', date: DATE, rest: 0, description: '' },
  ]);
  await scheduleRepository.insertSlots(server.db, [
    { centreId: '00-1', date: DATE, slotNo: 1, testTime: '08:00~08:30', capacity: PLACES, booked: 0 },
  ]);
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('many people submitting for the last places at once', () => {
  it(`${PEOPLE} submissions by ${PEOPLE} accounts for ${PLACES} places: ${PLACES} orders, the rest -3`, async () => {
    const people = await Promise.all(
      Array.from({ length: PEOPLE }, async (_, i) => {
        const { token } = await sessionFor(server, `1360003${String(i).padStart(4, '0')}`);
        const { body } = await packageOrder(server, {
          date: DATE,
          slotNo: 1,
          idCardNo: idCardOf(`19${60 + (i % 30)}0101`, 2 * Math.floor(i / 30) + 1),
        });
        return { token, body };
      }),
    );
    const answers = await Promise.all(people.map((p) => submit(server, p.token, p.body)));

    const codes = answers.map((a) => a.data?.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(PLACES);
    expect(codes.filter((c) => c === -3)).toHaveLength(PEOPLE - PLACES);
    for (const a of answers.filter((x) => x.data.code === -3)) {
      expect(a.data.message).toBe(`${DATE}预约已满，请选择其他日期`);
    }
    const slot = await scheduleRepository.slot(server.db, { centreId: '00-1', date: DATE, slotNo: 1 });
    expect(slot!.booked).toBe(PLACES);
    const orders = await ordersRepository.countOnDay(server.db, '00-1', DATE);
    expect(orders).toBe(PLACES);
  }, 180_000);
});
