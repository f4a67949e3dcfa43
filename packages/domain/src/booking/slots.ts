// Time slots of a day (spec 3 "Dates and slots", spec 5 "Calendar", spec 9 fasting window). Times
// are HH:mm strings of the centre's clock (Asia/Shanghai), which order correctly as text.
import { isDaySelectable, isIsoDate } from './calendar.ts';
import type { BookableDay, DayCode, FastingWindow, SlotCode, TimeSlot } from './types.ts';

export const FASTING_SLOT_MESSAGE = '以下空腹项目在此时间段不能体检';

const HH_MM = /^([01]\d|2[0-4]):([0-5]\d)$/;
const TEST_TIME = /^\s*(\d{2}:\d{2})\s*[~～-]\s*(\d{2}:\d{2})\s*$/;

function isClockTime(text: string): boolean {
  const match = HH_MM.exec(text);
  return match !== null && (match[1] !== '24' || match[2] === '00');
}

/** "08:00~08:30" → { start: '08:00', end: '08:30' }; null when it is not such a range. */
export function parseTestTime(testTime: string): { start: string; end: string } | null {
  const match = TEST_TIME.exec(testTime);
  if (!match) return null;
  const [, start = '', end = ''] = match;
  return isClockTime(start) && isClockTime(end) ? { start, end } : null;
}

export function slotLabel(slot: TimeSlot): string {
  if (slot.code === '030') return '(已过)';
  if (slot.code === '010' || slot.numberOfPeople <= 0) return '(已满)';
  return `(余${slot.numberOfPeople}人)`;
}

/**
 * The centre's fasting window, or null when it has none: 00:00-24:00 (spec 9), or a setting that
 * is not a forward HH:mm range, which cannot restrict anything.
 */
export function fastingWindowOf(start: string, end: string): FastingWindow | null {
  if (!isClockTime(start) || !isClockTime(end) || start >= end) return null;
  if (start === '00:00' && end === '24:00') return null;
  return { start, end };
}

/**
 * A plan with fasting items must start inside the window: [start, end), so a slot starting at the
 * window's end is already too late. A slot whose time cannot be read counts as breaking it.
 */
export function slotBreaksFasting(
  slot: TimeSlot,
  window: FastingWindow | null,
  hasFastingItems: boolean,
): boolean {
  if (!hasFastingItems || window === null) return false;
  const range = parseTestTime(slot.testTime);
  if (range === null) return true;
  return range.start < window.start || range.start >= window.end;
}

export function isSlotSelectable(
  slot: TimeSlot,
  window: FastingWindow | null,
  hasFastingItems: boolean,
): boolean {
  return slot.code === '000' && slot.numberOfPeople > 0 && !slotBreaksFasting(slot, window, hasFastingItems);
}

/** The slot to pre-select: the only selectable one, else none. */
export function autoSelectedSlot(
  slots: TimeSlot[],
  window: FastingWindow | null,
  hasFastingItems: boolean,
): TimeSlot | null {
  const selectable = slots.filter((s) => isSlotSelectable(s, window, hasFastingItems));
  return selectable.length === 1 ? (selectable[0] ?? null) : null;
}

/** The picker's confirm button (spec 5 "Calendar"): a selectable day and a selectable slot of it. */
export function canConfirmDate(input: {
  day: BookableDay | null;
  slot: TimeSlot | null;
  window: FastingWindow | null;
  hasFastingItems: boolean;
}): boolean {
  const { day, slot, window, hasFastingItems } = input;
  return (
    day !== null && slot !== null && isDaySelectable(day) && isSlotSelectable(slot, window, hasFastingItems)
  );
}

/** Asia/Shanghai has kept UTC+8 without daylight saving since 1991. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The instant a slot starts: its date and start time read on the Shanghai clock. */
export function slotStartInstant(date: string, testTime: string): number {
  const range = parseTestTime(testTime);
  if (!isIsoDate(date) || range === null) throw new RangeError(`Not a slot: ${date} ${testTime}`);
  const [hours, minutes] = range.start.split(':').map(Number);
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hours ?? 0, minutes ?? 0) - SHANGHAI_OFFSET_MS;
}

/** The code the server answers for a slot: 030 once it has started, else 010 with no place left, else 000. */
export function slotCode(input: {
  date: string;
  testTime: string;
  remaining: number;
  now: Date | number;
}): SlotCode {
  const now = typeof input.now === 'number' ? input.now : input.now.getTime();
  if (now >= slotStartInstant(input.date, input.testTime)) return '030';
  return input.remaining > 0 ? '000' : '010';
}

/** A day's code: 020 on a rest day, 010 when no slot can still be booked, else 000. */
export function dayCode(input: {
  rest: boolean;
  slots: Pick<TimeSlot, 'code' | 'numberOfPeople'>[];
}): DayCode {
  if (input.rest) return '020';
  return input.slots.some((s) => s.code === '000' && s.numberOfPeople > 0) ? '000' : '010';
}

/** Today's date YYYY-MM-DD on the Shanghai clock, so "today" means the centre's today. */
export function shanghaiDate(now: Date | number): string {
  const t = new Date((typeof now === 'number' ? now : now.getTime()) + SHANGHAI_OFFSET_MS);
  return t.toISOString().slice(0, 10);
}
