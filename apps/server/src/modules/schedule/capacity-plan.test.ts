import type { CapacityChange } from '@tijian/contract';
import { describe, expect, it } from 'vitest';
import { chosenDates, type DayState, dayVersion, planCapacity } from './capacity-plan.ts';

const day = (date: string, rest = 0): DayState => ({
  date,
  day: { centreId: '00-1', date, rest, description: rest ? '周日休息' : '' },
  slots: rest
    ? []
    : [
        { centreId: '00-1', date, slotNo: 1, testTime: '08:00~08:30', capacity: 10, booked: 4 },
        { centreId: '00-1', date, slotNo: 2, testTime: '08:30~09:00', capacity: 10, booked: 0 },
      ],
  quotas: rest
    ? []
    : [
        {
          centreId: '00-1',
          date,
          projectId: 'GAS-PLAIN',
          quota: 5,
          booked: 2,
          capacity: 8,
          bookedElsewhere: 1,
        },
      ],
});
const change = (c: Partial<CapacityChange>): CapacityChange => ({
  sysCenterId: '00-1',
  from: '2026-12-01',
  to: '2026-12-01',
  ...c,
});
const ctx = { slotTimes: ['08:00~08:30', '08:30~09:00', '09:00~09:30'], nameOf: () => '普通胃镜' };

describe('dayVersion', () => {
  it('moves with what a manager edits, not with bookings', () => {
    const d = day('2026-12-01');
    const booked = { ...d, slots: d.slots.map((s) => ({ ...s, booked: s.booked + 1 })) };
    const edited = { ...d, slots: d.slots.map((s) => ({ ...s, capacity: 11 })) };
    const limited = { ...d, quotas: d.quotas.map((q) => ({ ...q, quota: 4 })) };
    expect(dayVersion(booked)).toBe(dayVersion(d));
    expect(dayVersion(edited)).not.toBe(dayVersion(d));
    expect(dayVersion(limited)).not.toBe(dayVersion(d));
    expect(dayVersion({ ...d, day: null, slots: [], quotas: [] })).not.toBe(dayVersion(d));
  });
});

describe('chosenDates', () => {
  it('keeps the chosen weekdays of the range, from today on', () => {
    expect(
      chosenDates(change({ from: '2026-11-30', to: '2026-12-06', weekdays: [1, 6] }), '2026-11-22'),
    ).toEqual(['2026-11-30', '2026-12-05']);
    expect(chosenDates(change({ from: '2026-11-21' }), '2026-11-22')).toBe('不能修改今天以前的日期');
  });
});

describe('planCapacity', () => {
  it('never lets a slot hold less than it has booked', () => {
    const plan = planCapacity([day('2026-12-01')], change({ capacity: 3 }), ctx);
    expect(plan.problems).toEqual(['12月1日 08:00~08:30已预约4人，可约人数不能少于已预约人数']);
    expect(plan.writes[0]!.setCapacity).toEqual([
      { slotNo: 1, capacity: 3 },
      { slotNo: 2, capacity: 3 },
    ]);
  });

  it('opens an unpublished day with every slot of the opening hours; an open day takes the capacity; unchanged days are left out', () => {
    const unpublished: DayState = { date: '2026-12-02', day: null, slots: [], quotas: [] };
    const atSix = day('2026-12-03');
    atSix.slots = atSix.slots.map((s) => ({ ...s, capacity: 6 }));
    const plan = planCapacity(
      [day('2026-12-01'), unpublished, atSix],
      change({ to: '2026-12-03', rest: false, capacity: 6 }),
      ctx,
    );
    expect(plan.days.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02']);
    expect(plan.writes[0]).toMatchObject({
      day: null,
      setCapacity: [
        { slotNo: 1, capacity: 6 },
        { slotNo: 2, capacity: 6 },
      ],
    });
    expect(plan.writes[1]).toMatchObject({
      day: { publish: true, rest: 0, description: '' },
      createSlots: [
        { slotNo: 1, testTime: '08:00~08:30', capacity: 6 },
        { slotNo: 2, testTime: '08:30~09:00', capacity: 6 },
        { slotNo: 3, testTime: '09:00~09:30', capacity: 6 },
      ],
    });
    expect(plan.problems).toEqual([]);
  });

  it('sets an item 满约 at what is taken, and 限约 never below what online booking holds', () => {
    const full = planCapacity(
      [day('2026-12-01')],
      change({ items: [{ projectId: 'GAS-PLAIN', state: 'full' }] }),
      ctx,
    );
    expect(full.writes[0]!.setQuotas).toEqual([{ projectId: 'GAS-PLAIN', quota: 3, capacity: 3 }]);
    expect(full.days[0]!.items[0]).toMatchObject({ state: 'normal', newState: 'full' });
    const tooFew = planCapacity(
      [day('2026-12-01')],
      change({ items: [{ projectId: 'GAS-PLAIN', state: 'limited', quota: 1 }] }),
      ctx,
    );
    expect(tooFew.problems).toEqual(['12月1日普通胃镜网上已预约2人，限约名额不能少于已预约人数']);
    expect(tooFew.writes[0]!.setQuotas).toEqual([]);
  });
});
