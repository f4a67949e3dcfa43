// How the app names a calendar day from YYYY-MM-DD, read as that day whatever the phone's zone.
const WEEKDAYS = '日一二三四五六';

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** 11月28日 */
export function monthDay(date: string): string {
  const d = utcDay(date);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}

/** 周六 */
export function weekday(date: string): string {
  return `周${WEEKDAYS[utcDay(date).getUTCDay()]}`;
}
