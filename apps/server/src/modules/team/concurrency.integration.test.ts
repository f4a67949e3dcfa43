import { fen } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { idCardOf, sessionFor } from '../orders/order-fixtures.ts';
import { ordersRepository } from '../orders/repository.ts';
import { scheduleRepository } from '../schedule/repository.ts';
import { teamRepository } from './repository.ts';
import { call, teamSubmit } from './team-fixtures.ts';

let server: TestServer;
const TODAY = '2026-11-22';
// Outside the seeded 60 days, so the slot below is the day's only one and has room for everyone.
const DATE = '2027-02-02';
const PLACES = 10;
const CUSTOM_PRICE = 45_000;
// PostgreSQL runs the submissions truly at once (TEST_DATABASE_URL); the embedded PGlite runs one
// connection, so there the same counting is checked with fewer people.
const PEOPLE = process.env.TEST_DATABASE_URL ? 100 : 20;

let companyId: number;
let code: string;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  await scheduleRepository.upsertDays(server.db, [
    { centreId: '00-1', date: DATE, rest: 0, description: '' },
  ]);
  await scheduleRepository.insertSlots(server.db, [
    { centreId: '00-1', date: DATE, slotNo: 1, testTime: '08:00~08:30', capacity: PEOPLE * 2, booked: 0 },
  ]);
  // The company's day holds the last PLACES places, and its budget the last PLACES people's part and
  // a fen short of one more: either limit alone would stop the eleventh.
  code = 'RACE2027';
  const company = await teamRepository.insertCompany(server.db, {
    code,
    name: '并发测试单位',
    centreId: '00-1',
    windowStart: '2027-01-15',
    windowEnd: '2027-02-15',
    dailyQuota: PLACES,
    budget: fen(PLACES * CUSTOM_PRICE + CUSTOM_PRICE - 1),
    discountPercent: 85,
  });
  companyId = company.id;
  await server.db.transaction(async (tx) => {
    await teamRepository.saveSettings(
      tx,
      company.id,
      company.version,
      {
        windowStart: company.windowStart,
        windowEnd: company.windowEnd,
        dailyQuota: PLACES,
        budget: company.budget,
        showPrice: true,
        provideInvoice: false,
        allowFamily: false,
        questionnaire: false,
        discountPercent: 85,
      },
      [
        {
          grade: '员工',
          packageId: '00-1-BASIC',
          customPrice: fen(CUSTOM_PRICE),
          topicPackageIds: [],
          sort: 0,
        },
      ],
    );
  });
}, 180_000);
afterAll(async () => {
  await server.close();
});

describe('many employees submitting for the company’s last places at once', () => {
  it(`${PEOPLE} team submits for ${PLACES} places: ${PLACES} orders, the day counter ${PLACES}, the budget exact`, async () => {
    const people = Array.from({ length: PEOPLE }, (_, i) => ({
      name: `并发${'甲乙丙丁戊己庚辛壬癸'[i % 10]}${'子丑寅卯辰巳午未申酉'[Math.floor(i / 10) % 10]}`,
      idCardNo: idCardOf(`19${60 + (i % 30)}0202`, 2 * Math.floor(i / 30) + 1),
      phone: `1366${String(i).padStart(7, '0')}`,
      grade: '员工',
      department: ['研发部', '市场部'][i % 2]!,
    }));
    await server.db.transaction((tx) =>
      teamRepository.upsertMembers(tx, companyId, people, server.clock.now()),
    );
    const ready = await Promise.all(
      people.map(async (p) => {
        const { token } = await sessionFor(server, p.phone);
        const proof = await call(server, token, 'POST', '/wx/1/groupcheck/validation.json', {
          companyCode: code,
          name: p.name,
          credential: p.idCardNo,
        });
        if (proof.error_code !== '000000') throw new Error(proof.error);
        return { token, memberId: proof.data.memberId as number };
      }),
    );

    const answers = await Promise.all(
      ready.map((r) => teamSubmit(server, r.token, { memberId: r.memberId, date: DATE, slotNo: 1 })),
    );
    const booked = answers.filter((a) => a.error_code === '000000' && a.data.code === 0);
    expect(booked).toHaveLength(PLACES);
    const refused = answers.filter((a) => a.error_code !== '000000');
    expect(refused).toHaveLength(PEOPLE - PLACES);
    for (const a of refused)
      expect(['该日期单位名额已满，请选择其他日期', '单位体检预算已用完，请联系单位HR']).toContain(a.error);

    expect(await teamRepository.dayBooked(server.db, companyId, DATE)).toBe(PLACES);
    expect((await teamRepository.company(server.db, companyId))!.budgetUsed).toBe(PLACES * CUSTOM_PRICE);
    expect(await ordersRepository.countOnDay(server.db, '00-1', DATE)).toBe(PLACES);
    const slot = await scheduleRepository.slot(server.db, { centreId: '00-1', date: DATE, slotNo: 1 });
    expect(slot!.booked).toBe(PLACES);
    const links = await teamRepository.ordersOfCompany(server.db, companyId);
    expect(links.filter((l) => l.open)).toHaveLength(PLACES);
  }, 300_000);
});
