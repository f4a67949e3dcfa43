// The console's capacity calendar (docs/operators.md "Capacity"): a centre's month as the manager
// sees it, and an edit of a range of days, previewed without writing and saved only against the
// versions the screen saw, under the rows' locks, so a booking landing at the same moment is either
// counted before the check or sees the new capacity after it.
import type { CapacityChange, CapacityDay, CapacityMonth } from '@tijian/contract';
import { type OpeningHours, shanghaiDate, slotTimesOf } from '@tijian/domain';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid } from '../../http/app-error.ts';
import { conflictError } from '../operators/codes.ts';
import {
  type CapacityPlan,
  chosenDates,
  type DayWrites,
  dayVersion,
  PlanMessages,
  planCapacity,
  statesOf,
  toCapacityDay,
} from './capacity-plan.ts';
import { addDays } from './day-arithmetic.ts';
import { scheduleRepository as repo } from './repository.ts';

/** The screen's data changed since it was read: the operator API's one conflict answer. */
const conflict = conflictError;

export interface CapacityEditDeps {
  db: Db;
  clock: () => Date;
  /** the centre's opening hours (refuses an unknown centre) */
  openingHours: (centreId: string) => Promise<OpeningHours>;
  /** the centre's item names, and whether it has the item at all */
  items: (centreId: string) => Promise<{ nameOf: (id: string) => string; has: (id: string) => boolean }>;
  /** the centre's calendar as users read it changed: read it anew */
  changed: (centreId: string) => void;
  /** a slot with a place open after the edit, told in its transaction (the waitlist takes it first) */
  placeFreed?: (tx: Tx, slot: { centreId: string; date: string; slotNo: number }) => Promise<void>;
}

type EditInput = CapacityChange & { versions?: Record<string, string> };

const lastDayOf = (month: string) => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

export function createCapacityEdit({
  db,
  clock,
  openingHours,
  items,
  changed,
  placeFreed,
}: CapacityEditDeps) {
  async function chosen(change: CapacityChange) {
    const [hours, catalogue] = await Promise.all([
      openingHours(change.sysCenterId),
      items(change.sysCenterId),
    ]);
    const unknown = (change.items ?? []).find((i) => !catalogue.has(i.projectId));
    if (unknown) throw invalid(PlanMessages.noItem(unknown.projectId));
    const dates = chosenDates(change, shanghaiDate(clock()));
    if (typeof dates === 'string') throw invalid(dates);
    return { dates, slotTimes: slotTimesOf(hours), nameOf: catalogue.nameOf };
  }

  /** The plan against the rows between the first and last chosen day, as read or as locked. */
  async function planOn(
    source: Db | Tx,
    change: CapacityChange,
    c: Awaited<ReturnType<typeof chosen>>,
    lock: boolean,
  ) {
    const from = c.dates[0]!;
    const to = c.dates[c.dates.length - 1]!;
    const rows = lock
      ? await repo.lockBetween(source as Tx, change.sysCenterId, from, to)
      : {
          days: await repo.daysBetween(source, change.sysCenterId, from, to),
          slots: await repo.slotsBetween(source, change.sysCenterId, from, to),
          quotas: await repo.quotasBetween(source, change.sysCenterId, from, to),
        };
    const states = statesOf(c.dates, rows);
    return { states, plan: planCapacity(states, change, c) };
  }

  async function write(tx: Tx, centreId: string, w: DayWrites): Promise<void> {
    const { date } = w;
    if (w.day?.publish) {
      if (!(await repo.publishDay(tx, { centreId, date, rest: w.day.rest, description: w.day.description })))
        throw conflict();
    } else if (w.day) {
      await repo.setDay(tx, centreId, date, { rest: w.day.rest, description: w.day.description });
    }
    if (w.removeSlots) await repo.removeEmptySlots(tx, centreId, date);
    if (w.createSlots.length > 0)
      await repo.insertSlots(
        tx,
        w.createSlots.map((s) => ({ centreId, date, ...s, booked: 0 })),
      );
    for (const s of w.setCapacity) {
      // Under the slot's lock the plan saw what it holds; the condition stays as a guard.
      if (!(await repo.setCapacity(tx, { centreId, date, slotNo: s.slotNo }, s.capacity))) throw conflict();
    }
    if (w.createQuotas.length > 0)
      await repo.insertQuotas(
        tx,
        w.createQuotas.map((q) => ({ centreId, date, ...q, booked: 0, bookedElsewhere: 0 })),
      );
    for (const q of w.setQuotas) {
      if (!(await repo.setQuota(tx, { centreId, date, projectId: q.projectId }, q))) throw conflict();
    }
  }

  return {
    /**
     * The chosen days as the audit log keeps them, one line each (休息, or each slot's booked/capacity
     * and the limited items): read before a save and after it, so the log shows what it changed.
     * Null when the range itself is refused (the save will be too, and says why).
     */
    async auditState(change: CapacityChange): Promise<Record<string, string> | null> {
      const dates = chosenDates(change, shanghaiDate(clock()));
      if (typeof dates === 'string' || dates.length === 0) return null;
      const catalogue = await items(change.sysCenterId);
      const from = dates[0]!;
      const to = dates[dates.length - 1]!;
      const [days, slots, quotas] = await Promise.all([
        repo.daysBetween(db, change.sysCenterId, from, to),
        repo.slotsBetween(db, change.sysCenterId, from, to),
        repo.quotasBetween(db, change.sysCenterId, from, to),
      ]);
      const shown = statesOf(dates, { days, slots, quotas }).map((st) => toCapacityDay(st, catalogue.nameOf));
      return Object.fromEntries(shown.map((day) => [day.date, dayLine(day)]));
    },

    /** Every day of a month: published or not, rest or open, slots and item limits, and versions. */
    async month(centreId: string, month: string): Promise<CapacityMonth> {
      const [hours, catalogue] = await Promise.all([openingHours(centreId), items(centreId)]);
      const from = `${month}-01`;
      const to = lastDayOf(month);
      const dates: string[] = [];
      for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
      const [days, slots, quotas] = await Promise.all([
        repo.daysBetween(db, centreId, from, to),
        repo.slotsBetween(db, centreId, from, to),
        repo.quotasBetween(db, centreId, from, to),
      ]);
      return {
        sysCenterId: centreId,
        month,
        today: shanghaiDate(clock()),
        slotTimes: slotTimesOf(hours),
        days: statesOf(dates, { days, slots, quotas }).map((s) => toCapacityDay(s, catalogue.nameOf)),
      };
    },

    /** What the edit would do, day by day, and what would stop it; nothing is written. */
    async preview(change: CapacityChange): Promise<CapacityPlan> {
      const c = await chosen(change);
      return (await planOn(db, change, c, false)).plan;
    },

    /**
     * The edit, all of it or nothing: refused with the conflict code when a chosen day's version moved
     * since the screen read it, and with the problems' words when a slot would hold less than it has
     * booked or a day with bookings would rest. Answers the chosen days as they now are.
     */
    async save(change: EditInput): Promise<CapacityDay[]> {
      const c = await chosen(change);
      const days = await transaction(db, async (tx) => {
        const { states, plan } = await planOn(tx, change, c, true);
        for (const state of states) {
          if (change.versions?.[state.date] !== dayVersion(state)) throw conflict();
        }
        if (plan.problems.length > 0) throw invalid(problemsText(plan.problems));
        for (const w of plan.writes) await write(tx, change.sysCenterId, w);
        const from = c.dates[0]!;
        const to = c.dates[c.dates.length - 1]!;
        if (placeFreed) {
          // Places the edit opened go to the people waiting for their day before anyone else sees them;
          // slots in the order every writer locks them (by date, then number), all locked above.
          const open = new Set(
            (await repo.daysBetween(tx, change.sysCenterId, from, to))
              .filter((d) => d.rest === 0)
              .map((d) => d.date),
          );
          for (const s of await repo.slotsBetween(tx, change.sysCenterId, from, to)) {
            if (open.has(s.date) && s.booked < s.capacity)
              await placeFreed(tx, { centreId: change.sysCenterId, date: s.date, slotNo: s.slotNo });
          }
        }
        const rows = {
          days: await repo.daysBetween(tx, change.sysCenterId, from, to),
          slots: await repo.slotsBetween(tx, change.sysCenterId, from, to),
          quotas: await repo.quotasBetween(tx, change.sysCenterId, from, to),
        };
        return statesOf(c.dates, rows).map((s) => toCapacityDay(s, c.nameOf));
      });
      changed(change.sysCenterId);
      return days;
    },
  };
}

const ITEM_STATE_NAMES = { normal: '正常', limited: '限约', full: '满约' } as const;

/** A day in one line: 休息 (or its holiday), else each slot's booked/capacity and any limited or full item. */
function dayLine(day: CapacityDay): string {
  if (day.rest) return day.description || '休息';
  const slots = day.slots.map((s) => `${s.testTime} ${s.booked}/${s.capacity}`);
  const items = day.items
    .filter((i) => i.state !== 'normal')
    .map((i) => `${i.projectName}${ITEM_STATE_NAMES[i.state]}${i.state === 'limited' ? i.quota : ''}`);
  return [...slots, ...items].join('，') || '未设置时段';
}

/** The first problems in one message; the preview lists them all. */
function problemsText(problems: readonly string[]): string {
  const shown = problems.slice(0, 3).join('；');
  return problems.length > 3 ? `${shown}等${problems.length}处，请调整后再保存` : shown;
}

export type CapacityEdit = ReturnType<typeof createCapacityEdit>;
