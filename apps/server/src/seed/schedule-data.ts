import { closedDayText, type OpeningHours, opensOn, slotTimesOf } from '@tijian/domain';
import type { DbOrTx } from '../db/client.ts';
import { addDays } from '../modules/schedule/day-arithmetic.ts';
import { scheduleRepository } from '../modules/schedule/repository.ts';
import { demoCentres } from './centres-data.ts';

// The demo calendar: every centre publishes the next 60 days from the seed day (Asia/Shanghai). The
// centre's opening hours decide it: a weekday it does not open on is a rest day, and its slots are
// the half hours of its opening periods (slotTimesOf), 5–30 places each, some already partly booked.
// Public holidays are rest days too (00-7 books every day of its range). Near the start of the range
// each centre has a fully booked day, a day on which gastroscopy is 满约 and a day on which CT is
// 限约 (demoSpecialDays says which), so a person trying the demo and the browser tests always find
// them within the first two weeks.

export const SCHEDULE_DAYS = 60;

/** Month-day of the public holidays the demo keeps as rest days. */
const HOLIDAYS: Record<string, string> = {
  '01-01': '元旦',
  '04-05': '清明节',
  '05-01': '劳动节',
  '10-01': '国庆节',
  '10-02': '国庆节',
  '10-03': '国庆节',
};
const EVERY_DAY_CENTRE = '00-7';

/** Items a centre can only do so many times a day. */
export const QUOTA_ITEMS = {
  gastroscopy: ['GAS-PLAIN', 'GAS-PAINLESS'],
  colonoscopy: ['COL-PLAIN', 'COL-PAINLESS'],
  ct: ['CT-CHEST', 'CT-HEAD', 'CT-CORONARY', 'CT-ABD'],
} as const;

/** The same numbers on every run of the seed for the same centre, day and slot (FNV-1a). */
function spread(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The seeded hours of a demo centre. */
export function openingHoursOf(centreId: string): OpeningHours {
  const centre = demoCentres.find((c) => c.id === centreId);
  if (!centre) throw new Error(`no demo centre ${centreId}`);
  return centre.openingHours;
}

export function restReason(centreId: string, day: string): string | null {
  if (centreId === EVERY_DAY_CENTRE) return null;
  const holiday = HOLIDAYS[day.slice(5)];
  if (holiday) return holiday;
  return opensOn(openingHoursOf(centreId), day) ? null : closedDayText(day);
}

/** The slots of a centre's day, cut from its opening hours: number, time range and places. */
export function slotsOf(centreId: string, day: string) {
  return slotTimesOf(openingHoursOf(centreId)).map((testTime, i) => {
    const h = spread(centreId, day, i);
    const capacity = 5 + (h % 26);
    return {
      slotNo: i + 1,
      testTime,
      capacity,
      // Up to half already booked, so the list shows a range of (余N人).
      booked: Math.floor((capacity * ((h >>> 8) % 50)) / 100),
    };
  });
}

/** The next day on or after `day` that is not a rest day at the centre. */
function workingDayFrom(centreId: string, day: string): string {
  let d = day;
  while (restReason(centreId, d) !== null) d = addDays(d, 1);
  return d;
}

/**
 * The days each centre's demo shows something special on, counted from the seed day: fully booked
 * (within the first week), gastroscopy 满约, CT 限约, and a day without the VIP service (canVip 0).
 */
export function demoSpecialDays(centreId: string, today: string) {
  const index = Math.max(
    0,
    demoCentres.findIndex((c) => c.id === centreId),
  );
  const full = workingDayFrom(centreId, addDays(today, 2 + (index % 3)));
  const gastroFull = workingDayFrom(centreId, addDays(full, 1));
  const ctLimited = workingDayFrom(centreId, addDays(gastroFull, 1));
  const noVip = workingDayFrom(centreId, addDays(ctLimited, 1));
  return { full, gastroFull, ctLimited, noVip };
}

type Rows<K extends keyof typeof scheduleRepository> = Parameters<(typeof scheduleRepository)[K]>[1];

/** Publishes every centre's next 60 days; re-running keeps what orders booked and re-marks the special days. */
export async function seedSchedule(db: DbOrTx, today: string): Promise<void> {
  const days: Rows<'upsertDays'> = [];
  const slots: Rows<'insertSlots'> = [];
  const fullSlots: Rows<'fillSlots'> = [];
  const quotas: Rows<'insertQuotas'> = [];
  const gastroFull: Rows<'insertQuotas'> = [];
  const ctLimited: Rows<'insertQuotas'> = [];
  const quotaIds: readonly string[] = [
    ...QUOTA_ITEMS.gastroscopy,
    ...QUOTA_ITEMS.colonoscopy,
    ...QUOTA_ITEMS.ct,
  ];
  for (const centre of demoCentres) {
    const special = demoSpecialDays(centre.id, today);
    for (let i = 0; i < SCHEDULE_DAYS; i++) {
      const date = addDays(today, i);
      const rest = restReason(centre.id, date);
      days.push({ centreId: centre.id, date, rest: rest === null ? 0 : 1, description: rest ?? '' });
      if (rest !== null) continue;
      for (const slot of slotsOf(centre.id, date)) {
        (date === special.full ? fullSlots : slots).push({ centreId: centre.id, date, ...slot });
      }
      for (const projectId of quotaIds) {
        const h = spread(centre.id, date, projectId);
        const quota = 3 + (h % 6);
        const row = {
          centreId: centre.id,
          date,
          projectId,
          quota,
          capacity: quota + 4,
          bookedElsewhere: (h >>> 8) % 3,
        };
        if (
          date === special.gastroFull &&
          (QUOTA_ITEMS.gastroscopy as readonly string[]).includes(projectId)
        ) {
          gastroFull.push(row);
        } else if (date === special.ctLimited && (QUOTA_ITEMS.ct as readonly string[]).includes(projectId)) {
          ctLimited.push(row);
        } else {
          quotas.push(row);
        }
      }
    }
  }
  await scheduleRepository.upsertDays(db, days);
  await scheduleRepository.insertSlots(db, slots);
  await scheduleRepository.fillSlots(db, fullSlots);
  await scheduleRepository.insertQuotas(db, quotas);
  await scheduleRepository.exhaustQuotas(db, gastroFull, 'full');
  await scheduleRepository.exhaustQuotas(db, ctLimited, 'limited');
}
