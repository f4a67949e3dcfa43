import {
  closedDayText,
  isWithinOpeningHours,
  openingHoursProblem,
  openingHoursText,
  opensOn,
  slotTimesOf,
} from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCentres } from '../../seed/centres-data.ts';
import { demoSpecialDays, restReason, SCHEDULE_DAYS, slotsOf } from '../../seed/schedule-data.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { addDays } from './day-arithmetic.ts';
import { scheduleRepository } from './repository.ts';

let server: TestServer;
// The test server's clock: Sunday 2026-11-22 09:00 in Shanghai.
const TODAY = '2026-11-22';

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY });
});
afterAll(async () => {
  await server.close();
});

async function get(url: string) {
  return (await server.app.inject({ method: 'GET', url })).json();
}

const days = (centre: string, proIds?: string) =>
  get(`/m/order/getAppointmentRange.json?sysCenterId=${centre}${proIds ? `&proIds=${proIds}` : ''}`);
const slots = (centre: string, date: string) =>
  get(`/m/order/getTimeOfcount.json?sysCenterId=${centre}&date=${date.replaceAll('-', '')}`);
const compact = (date: string) => date.replaceAll('-', '');

describe('bookable dates', () => {
  it('lists the next 60 days: Sundays and holidays rest, the seeded full day full, other days bookable', async () => {
    const body = await days('00-1');
    expect(body.error_code).toBe('000000');
    const list = body.data as { testDate: string; code: string; desc: string; specialProDtos: unknown[] }[];
    expect(list).toHaveLength(SCHEDULE_DAYS);
    expect(list[0]!.testDate).toBe(TODAY);
    expect(list.at(-1)!.testDate).toBe(addDays(TODAY, SCHEDULE_DAYS - 1));
    const byDate = new Map(list.map((d) => [d.testDate, d]));
    expect(byDate.get(TODAY)).toMatchObject({ code: '020', desc: '周日休息' });
    expect(byDate.get('2027-01-01')).toMatchObject({ code: '020', desc: '元旦' });
    expect(byDate.get('2026-12-01')).toMatchObject({ code: '000', desc: '' });
    const { full } = demoSpecialDays('00-1', TODAY);
    expect(byDate.get(full)!.code).toBe('010');
    expect(new Date(full) < new Date(addDays(TODAY, 7))).toBe(true);
    expect(list.every((d) => d.specialProDtos.length === 0)).toBe(true);
  });

  it('has a fully booked day within the first week at every centre', async () => {
    for (const centre of ['00-1', '00-16', '00-02', '00-7', '00-77', '00-32']) {
      const list = (await days(centre)).data as { testDate: string; code: string }[];
      const week = list.filter((d) => d.testDate < addDays(TODAY, 7));
      expect(
        week.some((d) => d.code === '010'),
        centre,
      ).toBe(true);
    }
  });

  it('says which chosen items a day cannot take: gastroscopy 满约 (full), CT 限约 (limited)', async () => {
    const { gastroFull, ctLimited } = demoSpecialDays('00-1', TODAY);
    const list = (await days('00-1', 'GEN-BASIC,GAS-PLAIN,CT-CHEST')).data as {
      testDate: string;
      specialProDtos: unknown[];
    }[];
    const byDate = new Map(list.map((d) => [d.testDate, d]));
    expect(byDate.get(gastroFull)!.specialProDtos).toEqual([
      { projectId: 'GAS-PLAIN', projectName: '普通胃镜', code: 'full' },
    ]);
    expect(byDate.get(ctLimited)!.specialProDtos).toEqual([
      { projectId: 'CT-CHEST', projectName: '胸部低剂量螺旋CT', code: 'limited' },
    ]);
    const limitedDays = list.filter((d) => d.specialProDtos.length > 0).map((d) => d.testDate);
    expect(limitedDays.sort()).toEqual([gastroFull, ctLimited].sort());
  });

  it('refuses bad item lists and unknown centres with a Chinese message', async () => {
    expect(await days('00-1', 'GAS;drop')).toMatchObject({
      error_code: 'param,invalid',
      error: '项目编号不正确',
    });
    expect(await days('99-99')).toMatchObject({ error: '未找到该体检中心，请重新选择' });
  });
});

describe('date range', () => {
  it('answers the first and last bookable day; 00-7 its whole range, every day bookable', async () => {
    const range = await get('/m/order/getDateRange.json?sysCenterId=00-1');
    // Today is a Sunday: the range starts on Monday.
    expect(range.data).toEqual({ beginDay: '2026-11-23', endDay: addDays(TODAY, SCHEDULE_DAYS - 1) });
    const nansha = await get('/m/order/getDateRange.json?sysCenterId=00-7');
    expect(nansha.data).toEqual({ beginDay: TODAY, endDay: addDays(TODAY, SCHEDULE_DAYS - 1) });
    const list = (await days('00-7')).data as { code: string }[];
    expect(list.some((d) => d.code === '020')).toBe(false);
  });
});

describe('opening hours', () => {
  it("are what the centre's page shows and what its calendar offers, at every centre", async () => {
    for (const centre of demoCentres) {
      const hours = centre.openingHours;
      expect(openingHoursProblem(hours), centre.id).toBeNull();
      const page = await get(`/m/app/system/center.json?_BIZCODE=0002&sysCenterId=${centre.id}`);
      expect(page.data.openingHours, centre.id).toBe(openingHoursText(hours));
      const list = (await days(centre.id)).data as { testDate: string; code: string; desc: string }[];
      for (const day of list) {
        const closed = centre.id !== '00-7' && !opensOn(hours, day.testDate);
        if (closed) expect(day, centre.id).toMatchObject({ code: '020', desc: closedDayText(day.testDate) });
      }
      const published = await scheduleRepository.slotsFrom(server.db, centre.id, TODAY);
      expect(published.length, centre.id).toBeGreaterThan(0);
      const outside = published.filter((s) => !isWithinOpeningHours(hours, s.testTime));
      expect(outside, centre.id).toEqual([]);
      // Each open day offers every slot of its hours, numbered in the order of the day.
      const firstOpen = list.find((d) => d.code !== '020')!.testDate;
      expect(
        published.filter((s) => s.date === firstOpen).map((s) => [s.slotNo, s.testTime]),
        centre.id,
      ).toEqual(slotTimesOf(hours).map((t, i) => [i + 1, t]));
    }
  });
});

describe('time slots', () => {
  it('gives each slot its remaining places and the codes 000 / 010 / 030', async () => {
    const date = '2026-12-01';
    const body = await slots('00-1', date);
    expect(body.error_code).toBe('000000');
    expect(body.data.date).toBe(date);
    const expected = slotsOf('00-1', date).map((s) => ({
      no: s.slotNo,
      testTime: s.testTime,
      numberOfPeople: s.capacity - s.booked,
      code: '000',
    }));
    expect(body.data.dateHasPeopleList).toEqual(expected);
    expect(body.data.dateHasPeopleList[0].testTime).toBe('07:30~08:00');
    // 00-1 opens 07:30-11:30 and 13:30-15:00: nothing between, nothing after.
    expect(body.data.dateHasPeopleList.map((s: { testTime: string }) => s.testTime).slice(7)).toEqual([
      '11:00~11:30',
      '13:30~14:00',
      '14:00~14:30',
      '14:30~15:00',
    ]);
  });

  it('marks the slots that started before now as past (030), and a full day 010 with none left', async () => {
    const today = (await slots('00-7', TODAY)).data.dateHasPeopleList as { testTime: string; code: string }[];
    // 09:00 now: 07:30, 08:00, 08:30 and 09:00 have started.
    expect(today.slice(0, 4).map((s) => s.code)).toEqual(['030', '030', '030', '030']);
    expect(today[4]!.code).not.toBe('030');
    const { full } = demoSpecialDays('00-1', TODAY);
    const fullSlots = (await slots('00-1', full)).data.dateHasPeopleList as {
      numberOfPeople: number;
      code: string;
    }[];
    expect(fullSlots.length).toBeGreaterThan(0);
    expect(fullSlots.every((s) => s.code === '010' && s.numberOfPeople === 0)).toBe(true);
  });

  it('answers no slots on a rest day and refuses a date that is not one', async () => {
    expect((await slots('00-1', TODAY)).data.dateHasPeopleList).toEqual([]);
    expect(restReason('00-1', TODAY)).toBe('周日休息');
    expect(await get('/m/order/getTimeOfcount.json?sysCenterId=00-1&date=20261340')).toMatchObject({
      error_code: 'param,invalid',
      error: '日期格式不正确',
    });
    expect(await get('/m/order/getTimeOfcount.json?sysCenterId=00-1&date=2026-12-01')).toMatchObject({
      error: '日期格式不正确',
    });
    expect(await get('/m/order/getTimeOfcount.json?sysCenterId=00-1')).toMatchObject({
      error: '请选择体检日期',
    });
  });

  it('is also served at /center-service/v1/project/testDate', async () => {
    const body = await get(
      `/m/center-service/v1/project/testDate?sysCenterId=00-1&date=${compact('2026-12-01')}`,
    );
    expect(body.data.dateHasPeopleList).toHaveLength(11);
  });
});
