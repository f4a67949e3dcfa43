// The booking calendar (spec 4 "Project selection" day codes, spec 5 "Calendar"). Dates are plain
// YYYY-MM-DD strings in the centre's time zone, so no Date object can shift a day across midnight.
import type { BookableDay } from './types.ts';

export type DayLabel = '可约' | '已满' | '休息';

const DAY_LABELS: Record<BookableDay['code'], DayLabel> = { '000': '可约', '010': '已满', '020': '休息' };

export function dayLabel(day: BookableDay): DayLabel {
  return DAY_LABELS[day.code];
}

/** A day whose specialProDtos is non-empty cannot take some of the chosen items. */
export function isLimitedDay(day: BookableDay): boolean {
  return day.specialProDtos.length > 0;
}

/** Only a bookable day that can take every chosen item may be chosen. */
export function isDaySelectable(day: BookableDay): boolean {
  return day.code === '000' && !isLimitedDay(day);
}

/**
 * The spec's text for a limited day, or null when the day is not limited. 限约 when any item only
 * hit its quota (a later day may still take it), 满约 when every listed item is fully booked.
 */
export function limitedDayMessage(day: BookableDay): string | null {
  if (!isLimitedDay(day)) return null;
  const { month, date } = splitIsoDate(day.testDate);
  const word = day.specialProDtos.some((p) => p.code === 'limited') ? '限约' : '满约';
  return `${month}月${date}日以下项目${word}，请选择其他日期`;
}

/** The items that make a day limited, shown under limitedDayMessage ("以下项目" names them). */
export function limitedDayItems(day: BookableDay): string[] {
  return day.specialProDtos.map((p) => p.projectName);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

function isRealDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

function splitIsoDate(text: string): { year: number; month: number; date: number } {
  const match = ISO_DATE.exec(text);
  const [, y, m, d] = match ?? [];
  if (!match || !isRealDate(Number(y), Number(m), Number(d)))
    throw new RangeError(`Not a date YYYY-MM-DD: ${text}`);
  return { year: Number(y), month: Number(m), date: Number(d) };
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A real calendar date written yyyyMMdd (the slot query's form, spec 7). */
export function isCompactDate(text: string): boolean {
  const match = COMPACT_DATE.exec(text);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** '2026-11-23' → '20261123'; throws RangeError on anything else (check with isIsoDate first for input). */
export function toCompactDate(iso: string): string {
  splitIsoDate(iso);
  return iso.replaceAll('-', '');
}

/** '20261123' → '2026-11-23'; throws RangeError on anything else (check with isCompactDate first for input). */
export function fromCompactDate(compact: string): string {
  if (!isCompactDate(compact)) throw new RangeError(`Not a date yyyyMMdd: ${compact}`);
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The weeks of a month (YYYY-MM) as rows of seven cells: a date YYYY-MM-DD, or null before the
 * first and after the last day. firstDayOfWeek 0 starts rows on Sunday (the booking picker), 1 on Monday.
 */
export function monthGrid(month: string, firstDayOfWeek: 0 | 1): (string | null)[][] {
  const match = MONTH.exec(month);
  const year = Number(match?.[1]);
  const mon = Number(match?.[2]);
  if (!match || mon < 1 || mon > 12) throw new RangeError(`Not a month YYYY-MM: ${month}`);
  const length = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const weekdayOfFirst = new Date(Date.UTC(year, mon - 1, 1)).getUTCDay();
  const lead = (weekdayOfFirst - firstDayOfWeek + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= length; d++) cells.push(`${match[1]}-${pad2(mon)}-${pad2(d)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The first and last day the centre answered for; the picker hides days outside them. */
export function dateBounds(days: BookableDay[]): { first: string; last: string } | null {
  let first: string | null = null;
  let last: string | null = null;
  for (const { testDate } of days) {
    // ISO dates order as text.
    if (first === null || testDate < first) first = testDate;
    if (last === null || testDate > last) last = testDate;
  }
  return first === null || last === null ? null : { first, last };
}
