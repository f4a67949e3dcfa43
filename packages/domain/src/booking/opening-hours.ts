// A centre's opening hours: the one source of both the hours its page shows and the time slots its
// calendar offers. Slots are cut from the opening periods (a slot starts at or after opening and ends
// by closing), and a weekday the centre does not open on is a rest day, so no slot can lie outside
// the hours people read. Times are HH:mm on the centre's clock (Asia/Shanghai).
import { isIsoDate } from './calendar.ts';
import { parseTestTime } from './slots.ts';

/** One opening period of a day, HH:mm to HH:mm (a half day: 上午, 下午). */
export interface OpeningPeriod {
  opens: string;
  closes: string;
}

export interface OpeningHours {
  /** the days of the week the centre opens: 0 Sunday … 6 Saturday */
  weekdays: readonly number[];
  /** the periods of an open day, in order of the day, not overlapping */
  periods: readonly OpeningPeriod[];
}

/** How long one time slot lasts (the demo and the spec's "08:00~08:30" ranges). */
export const SLOT_MINUTES = 30;

const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;
/** Chinese weeks are read Monday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Why these hours cannot be used, or null when they are sound. */
export function openingHoursProblem(hours: OpeningHours): string | null {
  const days = new Set(hours.weekdays);
  if (days.size === 0) return '营业日不能为空';
  if ([...days].some((d) => !Number.isInteger(d) || d < 0 || d > 6)) return '营业日应为周日至周六';
  if (days.size !== hours.weekdays.length) return '营业日不能重复';
  if (hours.periods.length === 0) return '营业时间不能为空';
  let previousClose = -1;
  for (const { opens, closes } of hours.periods) {
    if (!HH_MM.test(opens) || !HH_MM.test(closes)) return '营业时间格式应为HH:mm';
    if (minutesOf(opens) >= minutesOf(closes)) return '营业时间的开始应早于结束';
    if (minutesOf(opens) < previousClose) return '营业时段应按时间先后排列且不重叠';
    if (minutesOf(closes) - minutesOf(opens) < SLOT_MINUTES) return `每个营业时段至少${SLOT_MINUTES}分钟`;
    previousClose = minutesOf(closes);
  }
  return null;
}

/** '周一至周六', '每天', '周二至周日', or a list '周一、周三、周五' when the days do not run on. */
export function weekdaysText(weekdays: readonly number[]): string {
  const open = new Set(weekdays);
  if (open.size === 7) return '每天';
  const ordered = WEEK_ORDER.filter((d) => open.has(d));
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  if (first === undefined || last === undefined) return '';
  const position = (d: number) => WEEK_ORDER.indexOf(d as (typeof WEEK_ORDER)[number]);
  const consecutive = position(last) - position(first) === ordered.length - 1;
  if (consecutive && ordered.length >= 3) return `${WEEKDAY_NAMES[first]}至${WEEKDAY_NAMES[last]}`;
  return ordered.map((d) => WEEKDAY_NAMES[d]).join('、');
}

/** What the centre's page shows: '周一至周六 07:30-11:30、13:30-15:00'. */
export function openingHoursText(hours: OpeningHours): string {
  const periods = hours.periods.map((p) => `${p.opens}-${p.closes}`).join('、');
  return `${weekdaysText(hours.weekdays)} ${periods}`;
}

/** The slots of an open day, in order: every SLOT_MINUTES from each opening, ending by its closing. */
export function slotTimesOf(hours: OpeningHours): string[] {
  const times: string[] = [];
  for (const { opens, closes } of hours.periods) {
    const end = minutesOf(closes);
    for (let t = minutesOf(opens); t + SLOT_MINUTES <= end; t += SLOT_MINUTES) {
      times.push(`${clockOf(t)}~${clockOf(t + SLOT_MINUTES)}`);
    }
  }
  return times;
}

/** Whether a slot ("08:00~08:30") lies inside one opening period. */
export function isWithinOpeningHours(hours: OpeningHours, testTime: string): boolean {
  const range = parseTestTime(testTime);
  if (range === null) return false;
  const start = minutesOf(range.start);
  const end = minutesOf(range.end);
  return hours.periods.some((p) => start >= minutesOf(p.opens) && end <= minutesOf(p.closes));
}

/** Whether the centre opens on this date (YYYY-MM-DD) by its weekdays; public holidays are apart. */
export function opensOn(hours: OpeningHours, date: string): boolean {
  if (!isIsoDate(date)) throw new RangeError(`Not a date YYYY-MM-DD: ${date}`);
  return hours.weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay());
}

/** The calendar's text for a weekday the centre does not open on: '周日休息'. */
export function closedDayText(date: string): string {
  if (!isIsoDate(date)) throw new RangeError(`Not a date YYYY-MM-DD: ${date}`);
  return `${WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()]}休息`;
}
