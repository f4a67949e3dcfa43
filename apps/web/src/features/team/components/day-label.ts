import { monthDay, weekday } from '@/shared/lib/day-names.ts';
import type { TeamDay } from '../api/get-team-dates.ts';
import * as copy from '../copy.ts';

/** 11月28日 周六 */
export function dayLabel(date: string): string {
  return `${monthDay(date)} ${weekday(date)}`;
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
