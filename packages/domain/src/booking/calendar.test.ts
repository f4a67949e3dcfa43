import { describe, expect, it } from 'vitest';
import {
  dateBounds,
  dayLabel,
  fromCompactDate,
  isCompactDate,
  isDaySelectable,
  isIsoDate,
  isLimitedDay,
  limitedDayItems,
  limitedDayMessage,
  monthGrid,
  toCompactDate,
} from './calendar.ts';
import { day, special } from './test-booking.ts';

describe('dayLabel', () => {
  it('labels bookable, full and rest days', () => {
    expect(dayLabel(day('2026-11-23', '000'))).toBe('可约');
    expect(dayLabel(day('2026-11-23', '010'))).toBe('已满');
    expect(dayLabel(day('2026-11-23', '020'))).toBe('休息');
  });
});

describe('isDaySelectable', () => {
  it('takes only a bookable day without limited items', () => {
    expect(isDaySelectable(day('2026-11-23', '000'))).toBe(true);
    expect(isDaySelectable(day('2026-11-23', '010'))).toBe(false);
    expect(isDaySelectable(day('2026-11-23', '020'))).toBe(false);
    const limited = day('2026-11-23', '000', [special('胃镜', 'limited')]);
    expect(isLimitedDay(limited)).toBe(true);
    expect(isDaySelectable(limited)).toBe(false);
  });
});

describe('limitedDayMessage', () => {
  it('is null for a day without special items', () => {
    expect(limitedDayMessage(day('2026-11-23'))).toBeNull();
  });

  it('writes month and day without leading zeros, 限约 when an item hit its quota', () => {
    const d = day('2026-03-05', '000', [special('胃镜', 'full'), special('肠镜', 'limited')]);
    expect(limitedDayMessage(d)).toBe('3月5日以下项目限约，请选择其他日期');
    expect(limitedDayItems(d)).toEqual(['胃镜', '肠镜']);
  });

  it('says 满约 when every item is fully booked', () => {
    const d = day('2026-11-23', '000', [special('胃镜', 'full')]);
    expect(limitedDayMessage(d)).toBe('11月23日以下项目满约，请选择其他日期');
  });
});

describe('monthGrid', () => {
  it('starts November 2026 on its Sunday the 1st in a Sunday-first grid', () => {
    const weeks = monthGrid('2026-11', 0);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
  });

  it('pads a Monday-first grid before the 1st', () => {
    const weeks = monthGrid('2026-11', 1);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)?.at(-1)).toBe(null);
    expect(weeks.flat().filter((c) => c !== null)).toHaveLength(30);
  });

  it('knows leap Februaries and keeps rows of seven', () => {
    expect(monthGrid('2028-02', 0).flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid('2026-02', 0).flat().filter(Boolean)).toHaveLength(28);
    for (const week of monthGrid('2026-08', 0)) expect(week).toHaveLength(7);
  });

  it('refuses a malformed month', () => {
    expect(() => monthGrid('2026-13', 0)).toThrow(RangeError);
    expect(() => monthGrid('202611', 0)).toThrow(RangeError);
  });
});

describe('dateBounds', () => {
  it('finds the first and last day in any order, null for none', () => {
    expect(dateBounds([day('2026-12-02'), day('2026-11-23'), day('2027-01-10')])).toEqual({
      first: '2026-11-23',
      last: '2027-01-10',
    });
    expect(dateBounds([])).toBeNull();
  });
});

describe('compact dates', () => {
  it('converts both ways', () => {
    expect(toCompactDate('2026-11-23')).toBe('20261123');
    expect(fromCompactDate('20261123')).toBe('2026-11-23');
  });

  it('refuses dates that do not exist or are malformed', () => {
    expect(isCompactDate('20261131')).toBe(false);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(() => fromCompactDate('2026-11-23')).toThrow(RangeError);
    expect(() => toCompactDate('20261123')).toThrow(RangeError);
    expect(() => toCompactDate('2026-11-31')).toThrow(RangeError);
  });
});
