// Day arithmetic on YYYY-MM-DD strings: the seed and the calendar count in whole days, and a plain
// UTC midnight never crosses a day boundary the way a local Date would.
const DAY_MS = 24 * 3600_000;

/** YYYY-MM-DD shifted by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
