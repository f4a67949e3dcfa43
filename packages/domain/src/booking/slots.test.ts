import { describe, expect, it } from 'vitest';
import {
  autoSelectedSlot,
  canConfirmDate,
  dayCode,
  FASTING_SLOT_MESSAGE,
  fastingWindowOf,
  isSlotSelectable,
  parseTestTime,
  shanghaiDate,
  slotBreaksFasting,
  slotCode,
  slotLabel,
  slotStartInstant,
} from './slots.ts';
import { day, slot, special } from './test-booking.ts';

const morning = { start: '07:00', end: '10:00' };

describe('slotLabel', () => {
  it('shows places left, full and past', () => {
    expect(slotLabel(slot(1, '08:00~08:30', 7))).toBe('(余7人)');
    expect(slotLabel(slot(1, '08:00~08:30', 0, '010'))).toBe('(已满)');
    expect(slotLabel(slot(1, '08:00~08:30', 0))).toBe('(已满)');
    expect(slotLabel(slot(1, '08:00~08:30', 4, '030'))).toBe('(已过)');
  });
});

describe('fasting window', () => {
  it('treats 00:00-24:00 and nonsense as no window', () => {
    expect(fastingWindowOf('00:00', '24:00')).toBeNull();
    expect(fastingWindowOf('10:00', '07:00')).toBeNull();
    expect(fastingWindowOf('7:00', '10:00')).toBeNull();
    expect(fastingWindowOf('', '')).toBeNull();
    expect(fastingWindowOf('07:00', '10:00')).toEqual(morning);
  });

  it('breaks fasting when a plan with fasting items starts outside [start, end)', () => {
    expect(slotBreaksFasting(slot(1, '06:30~07:00'), morning, true)).toBe(true);
    expect(slotBreaksFasting(slot(1, '07:00~07:30'), morning, true)).toBe(false);
    expect(slotBreaksFasting(slot(1, '09:30~10:00'), morning, true)).toBe(false);
    expect(slotBreaksFasting(slot(1, '10:00~10:30'), morning, true)).toBe(true);
    expect(slotBreaksFasting(slot(1, '14:00~14:30'), morning, false)).toBe(false);
    expect(slotBreaksFasting(slot(1, '14:00~14:30'), null, true)).toBe(false);
    expect(slotBreaksFasting(slot(1, 'morning'), morning, true)).toBe(true);
  });

  it('has the spec text', () => {
    expect(FASTING_SLOT_MESSAGE).toBe('以下空腹项目在此时间段不能体检');
  });
});

describe('parseTestTime', () => {
  it('reads start~end and refuses anything else', () => {
    expect(parseTestTime('08:00~08:30')).toEqual({ start: '08:00', end: '08:30' });
    expect(parseTestTime(' 13:30 ~ 14:00 ')).toEqual({ start: '13:30', end: '14:00' });
    expect(parseTestTime('25:00~26:00')).toBeNull();
    expect(parseTestTime('08:00')).toBeNull();
  });
});

describe('slot choice', () => {
  const slots = [
    slot(1, '08:00~08:30', 0, '010'),
    slot(2, '08:30~09:00', 3),
    slot(3, '14:00~14:30', 5),
    slot(4, '07:30~08:00', 2, '030'),
  ];

  it('selects only available slots with places that keep the fast', () => {
    expect(isSlotSelectable(slots[0]!, null, false)).toBe(false);
    expect(isSlotSelectable(slots[1]!, morning, true)).toBe(true);
    expect(isSlotSelectable(slots[2]!, morning, true)).toBe(false);
    expect(isSlotSelectable(slots[2]!, morning, false)).toBe(true);
    expect(isSlotSelectable(slots[3]!, null, false)).toBe(false);
    expect(isSlotSelectable(slot(5, '09:00~09:30', 0, '000'), null, false)).toBe(false);
  });

  it('auto-selects exactly one selectable slot, else none', () => {
    expect(autoSelectedSlot(slots, morning, true)).toBe(slots[1]);
    expect(autoSelectedSlot(slots, morning, false)).toBeNull();
    expect(autoSelectedSlot([], null, false)).toBeNull();
  });

  it('confirms only a selectable day with a selectable slot', () => {
    const open = day('2026-11-24');
    const ok = { day: open, slot: slots[1]!, window: morning, hasFastingItems: true };
    expect(canConfirmDate(ok)).toBe(true);
    expect(canConfirmDate({ ...ok, day: null })).toBe(false);
    expect(canConfirmDate({ ...ok, slot: null })).toBe(false);
    expect(canConfirmDate({ ...ok, day: day('2026-11-24', '000', [special('胃镜', 'limited')]) })).toBe(
      false,
    );
    expect(canConfirmDate({ ...ok, day: day('2026-11-24', '010') })).toBe(false);
    expect(canConfirmDate({ ...ok, slot: slots[2]! })).toBe(false);
    expect(canConfirmDate({ ...ok, slot: slots[0]! })).toBe(false);
  });
});

describe('slotCode', () => {
  // 2026-11-23 08:00 in Shanghai is 00:00 UTC.
  const eightInShanghai = Date.UTC(2026, 10, 23, 0, 0);

  it('reads the slot start on the Shanghai clock', () => {
    expect(slotStartInstant('2026-11-23', '08:00~08:30')).toBe(eightInShanghai);
    expect(() => slotStartInstant('2026-11-31', '08:00~08:30')).toThrow(RangeError);
  });

  it('is 030 from the start instant on, whatever the places', () => {
    const slotAt = { date: '2026-11-23', testTime: '08:00~08:30', remaining: 5 };
    expect(slotCode({ ...slotAt, now: eightInShanghai - 1 })).toBe('000');
    expect(slotCode({ ...slotAt, now: eightInShanghai })).toBe('030');
    expect(slotCode({ ...slotAt, now: new Date(eightInShanghai + 60_000) })).toBe('030');
  });

  it('is 010 with no place left, 000 otherwise', () => {
    const before = Date.UTC(2026, 10, 22);
    expect(slotCode({ date: '2026-11-23', testTime: '08:00~08:30', remaining: 0, now: before })).toBe('010');
    expect(slotCode({ date: '2026-11-23', testTime: '08:00~08:30', remaining: -2, now: before })).toBe('010');
    expect(slotCode({ date: '2026-11-23', testTime: '08:00~08:30', remaining: 1, now: before })).toBe('000');
  });
});

describe('dayCode', () => {
  it('is 020 on rest days, 010 without a bookable slot, else 000', () => {
    expect(dayCode({ rest: true, slots: [slot(1, '08:00~08:30')] })).toBe('020');
    expect(dayCode({ rest: false, slots: [] })).toBe('010');
    expect(
      dayCode({ rest: false, slots: [slot(1, '08:00~08:30', 0, '010'), slot(2, '09:00~09:30', 3, '030')] }),
    ).toBe('010');
    expect(
      dayCode({ rest: false, slots: [slot(1, '08:00~08:30', 0, '010'), slot(2, '09:00~09:30', 1)] }),
    ).toBe('000');
  });
});

describe('shanghaiDate', () => {
  it('turns the date at 16:00 UTC', () => {
    expect(shanghaiDate(Date.UTC(2026, 10, 22, 15, 59))).toBe('2026-11-22');
    expect(shanghaiDate(new Date(Date.UTC(2026, 10, 22, 16, 0)))).toBe('2026-11-23');
  });
});
