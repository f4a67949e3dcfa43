import { describe, expect, it } from 'vitest';
import {
  closedDayText,
  isWithinOpeningHours,
  type OpeningHours,
  openingHoursProblem,
  openingHoursText,
  opensOn,
  slotTimesOf,
  weekdaysText,
} from './opening-hours.ts';

const MON_TO_SAT = [1, 2, 3, 4, 5, 6];
const morning: OpeningHours = { weekdays: MON_TO_SAT, periods: [{ opens: '07:30', closes: '11:30' }] };
const withAfternoon: OpeningHours = {
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  periods: [
    { opens: '07:30', closes: '11:30' },
    { opens: '13:30', closes: '15:00' },
  ],
};

describe('opening hours text', () => {
  it('names a run of days by its ends, every day as 每天, scattered days one by one', () => {
    expect(weekdaysText(MON_TO_SAT)).toBe('周一至周六');
    expect(weekdaysText([0, 2, 3, 4, 5, 6])).toBe('周二至周日');
    expect(weekdaysText([5, 1, 2, 3, 4])).toBe('周一至周五');
    expect(weekdaysText([0, 1, 2, 3, 4, 5, 6])).toBe('每天');
    expect(weekdaysText([1, 3, 5])).toBe('周一、周三、周五');
    expect(weekdaysText([6, 0])).toBe('周六、周日');
  });

  it('shows the days and every period of the day', () => {
    expect(openingHoursText(morning)).toBe('周一至周六 07:30-11:30');
    expect(openingHoursText(withAfternoon)).toBe('每天 07:30-11:30、13:30-15:00');
  });
});

describe('slots from opening hours', () => {
  it('cuts half-hour slots from opening until closing, none past it', () => {
    expect(slotTimesOf(morning)).toEqual([
      '07:30~08:00',
      '08:00~08:30',
      '08:30~09:00',
      '09:00~09:30',
      '09:30~10:00',
      '10:00~10:30',
      '10:30~11:00',
      '11:00~11:30',
    ]);
    // Nothing between the periods; a period shorter than a slot at its end gives no slot.
    expect(slotTimesOf(withAfternoon).slice(7)).toEqual([
      '11:00~11:30',
      '13:30~14:00',
      '14:00~14:30',
      '14:30~15:00',
    ]);
    expect(slotTimesOf({ weekdays: [1], periods: [{ opens: '08:00', closes: '09:15' }] })).toEqual([
      '08:00~08:30',
      '08:30~09:00',
    ]);
  });

  it('keeps every slot it makes inside the hours, and knows a slot outside them', () => {
    for (const hours of [morning, withAfternoon]) {
      for (const slot of slotTimesOf(hours)) expect(isWithinOpeningHours(hours, slot), slot).toBe(true);
    }
    expect(isWithinOpeningHours(morning, '13:30~14:00')).toBe(false);
    expect(isWithinOpeningHours(morning, '11:00~11:45')).toBe(false);
    expect(isWithinOpeningHours(morning, '07:00~07:30')).toBe(false);
    expect(isWithinOpeningHours(withAfternoon, '11:30~12:00')).toBe(false);
    expect(isWithinOpeningHours(withAfternoon, '13:30~14:00')).toBe(true);
    expect(isWithinOpeningHours(morning, 'morning')).toBe(false);
  });
});

describe('open days', () => {
  it('opens on its weekdays only and names a closed one', () => {
    // 2026-11-22 is a Sunday, 2026-11-23 a Monday.
    expect(opensOn(morning, '2026-11-22')).toBe(false);
    expect(opensOn(morning, '2026-11-23')).toBe(true);
    expect(opensOn(withAfternoon, '2026-11-22')).toBe(true);
    expect(closedDayText('2026-11-22')).toBe('周日休息');
    expect(closedDayText('2026-11-23')).toBe('周一休息');
    expect(() => opensOn(morning, '2026-02-30')).toThrow(RangeError);
  });
});

describe('openingHoursProblem', () => {
  it('accepts sound hours and says what is wrong with others', () => {
    expect(openingHoursProblem(morning)).toBeNull();
    expect(openingHoursProblem(withAfternoon)).toBeNull();
    expect(openingHoursProblem({ ...morning, weekdays: [] })).toBe('营业日不能为空');
    expect(openingHoursProblem({ ...morning, weekdays: [7] })).toBe('营业日应为周日至周六');
    expect(openingHoursProblem({ ...morning, weekdays: [1, 1] })).toBe('营业日不能重复');
    expect(openingHoursProblem({ ...morning, periods: [] })).toBe('营业时间不能为空');
    expect(openingHoursProblem({ ...morning, periods: [{ opens: '7:30', closes: '11:30' }] })).toBe(
      '营业时间格式应为HH:mm',
    );
    expect(openingHoursProblem({ ...morning, periods: [{ opens: '11:30', closes: '07:30' }] })).toBe(
      '营业时间的开始应早于结束',
    );
    expect(
      openingHoursProblem({
        ...morning,
        periods: [
          { opens: '13:30', closes: '15:00' },
          { opens: '07:30', closes: '11:30' },
        ],
      }),
    ).toBe('营业时段应按时间先后排列且不重叠');
    expect(openingHoursProblem({ ...morning, periods: [{ opens: '08:00', closes: '08:20' }] })).toBe(
      '每个营业时段至少30分钟',
    );
  });
});
