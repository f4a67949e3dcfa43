import type { TeamDay } from '../api/get-team-dates.ts';
import * as copy from '../copy.ts';

const WEEKDAYS = '日一二三四五六';

/** 11月28日 周六, from YYYY-MM-DD (read as a calendar day, whatever the phone's zone). */
export function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 周${WEEKDAYS[d.getUTCDay()]}`;
}

/** A day of the company's window can be booked when the centre takes it and the company has places. */
export function isBookableDay(day: TeamDay): boolean {
  return day.code === '000' && day.quotaLeft > 0;
}

/** The company's places left that day, or why it cannot be booked. */
export function teamDayState(day: TeamDay): string {
  if (isBookableDay(day)) return copy.submit.quotaLeft(day.quotaLeft);
  return day.code === '020' ? copy.submit.closed : copy.submit.full;
}
