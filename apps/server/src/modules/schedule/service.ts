import type { DateRange, DaySlots } from '@tijian/contract';
import {
  type BookableDay,
  dayCode,
  fromCompactDate,
  isCompactDate,
  limitedDayMessage,
  OrderCodes,
  orderCodeMessage,
  type SlotCode,
  type SpecialProject,
  shanghaiDate,
  slotCode,
  type TimeSlot,
} from '@tijian/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { invalid } from '../../http/app-error.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { CentresService } from '../centres/service.ts';
import { setSlotCapacity } from './capacity.ts';
import { createCapacityEdit } from './capacity-edit.ts';
import { refreshingCache } from './refreshing-cache.ts';
import {
  type DayRow,
  type PlaceRow,
  placeStatement,
  type QuotaRow,
  quotasOfRows,
  type SlotRow,
  scheduleRepository,
} from './repository.ts';
import { specialProjectOf } from './special-projects.ts';

export interface ScheduleDeps {
  db: Db;
  cache: ReadCache;
  clock: () => Date;
  centres: Pick<CentresService, 'centre' | 'openingHours'>;
  catalogue: Pick<CatalogueService, 'centreCatalogue'>;
}

/**
 * How a centre's calendar is served from memory. Under load it is reloaded behind the readers every
 * second, so the places it shows follow bookings within about a second and no reader waits for the
 * database; after a quiet spell older than two seconds it is reloaded before answering.
 */
export const CALENDAR_FRESH_MS = 1000;
export const CALENDAR_MAX_STALE_MS = 2000;
/** Answers derived from a calendar, per centre and item list (or day), kept while it is current. */
const MAX_DERIVED = 1000;

/** The centre that books every day of its range (spec 7 "Dates"). */
const EVERY_DAY_CENTRE = '00-7';

export interface ReserveInput {
  sysCenterId: string;
  /** YYYY-MM-DD */
  date: string;
  slotNo: number;
  /** the plan's checked items; those with a daily quota that day take one place of it */
  projectIds: readonly string[];
}

export type ReserveResult =
  | { ok: true; testTime: string }
  | { ok: false; reason: 'full' | 'rest' | 'past' | 'limited' | 'unknown'; message: string };

interface Calendar {
  days: DayRow[];
  slotsByDay: Map<string, SlotRow[]>;
  quotasByDay: Map<string, QuotaRow[]>;
}

const groupBy = <T extends { date: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.date);
    if (list) list.push(row);
    else map.set(row.date, [row]);
  }
  return map;
};

/** An order's place, to be taken in the order's own statement (see `reservation`). */
export interface PlaceReservation {
  statement: (gate?: Parameters<typeof placeStatement>[2]) => ReturnType<typeof placeStatement>;
  outcome: (rows: readonly PlaceRow[]) => ReserveResult;
}

const PAST: ReserveResult = { ok: false, reason: 'past', message: '所选体检时段已过，请重新选择' };

const toSlot = (row: SlotRow, now: Date): TimeSlot => {
  const remaining = Math.max(0, row.capacity - row.booked);
  const code: SlotCode = slotCode({ date: row.date, testTime: row.testTime, remaining, now });
  return { no: row.slotNo, testTime: row.testTime, numberOfPeople: remaining, code };
};

const parseProIds = (proIds: string | undefined): string[] =>
  [...new Set((proIds ?? '').split(',').filter((id) => id !== ''))].sort();

/**
 * A place of a slot given back (a cancellation, a closing, a refund, a move to another day, a hold
 * that lapsed) or opened (staff raising capacity), told inside the transaction that freed it while
 * the slot's row is still locked by it: whoever listens (the waitlist) takes the place before any
 * other booking can see it.
 */
export type PlaceFreedListener = (
  tx: Tx,
  slot: { centreId: string; date: string; slotNo: number },
) => Promise<void>;

/** Dates, time slots and their places; reserve/release are what an order does inside its transaction. */
export function createScheduleService({ db, cache, clock, centres, catalogue }: ScheduleDeps) {
  const freedListeners: PlaceFreedListener[] = [];
  const placeFreed = async (tx: Tx, slot: { centreId: string; date: string; slotNo: number }) => {
    for (const listener of freedListeners) await listener(tx, slot);
  };
  const calendars = refreshingCache<Calendar>({
    freshMs: CALENDAR_FRESH_MS,
    maxStaleMs: CALENDAR_MAX_STALE_MS,
    load: async (centreId) => {
      await centres.centre(centreId);
      const today = shanghaiDate(clock());
      const [days, slots, quotas] = await Promise.all([
        scheduleRepository.daysFrom(db, centreId, today),
        scheduleRepository.slotsFrom(db, centreId, today),
        scheduleRepository.quotasFrom(db, centreId, today),
      ]);
      return { days, slotsByDay: groupBy(slots), quotasByDay: groupBy(quotas) };
    },
  });

  /**
   * An answer computed from the centre's current calendar, remembered until the calendar is reloaded:
   * a thousand readers a second get the same object and one computation. When a reload changes nothing
   * this answer shows (the day list rarely changes), the previous object is answered again, so route()
   * keeps its serialised and compressed bytes instead of making them anew every second.
   */
  const derived = new Map<string, { from: Calendar; value: Promise<unknown>; json?: string }>();
  async function fromCalendar<T>(
    centreId: string,
    key: string,
    make: (c: Calendar) => Promise<T>,
  ): Promise<T> {
    const current = await calendars.get(centreId);
    const hit = derived.get(key);
    if (hit && hit.from === current) return hit.value as Promise<T>;
    if (derived.size >= MAX_DERIVED) derived.clear();
    const entry: { from: Calendar; value: Promise<T>; json?: string } = {
      from: current,
      value: make(current).then(async (answer) => {
        const json = JSON.stringify(answer);
        entry.json = json;
        return hit?.json === json ? ((await hit.value) as T) : answer;
      }),
    };
    derived.set(key, entry);
    entry.value.catch(() => derived.delete(key));
    return entry.value;
  }

  const centreItems = async (centreId: string) => {
    try {
      const { index } = await catalogue.centreCatalogue(centreId);
      return {
        nameOf: (id: string) => index.projects.get(id)?.item ?? id,
        has: (id: string) => index.projects.has(id),
      };
    } catch {
      // A centre without a catalogue still has a calendar; the id is the best name it has.
      return { nameOf: (id: string) => id, has: () => false };
    }
  };
  const projectNames = async (centreId: string) => (await centreItems(centreId)).nameOf;

  const capacity = createCapacityEdit({
    db,
    clock,
    openingHours: (centreId) => centres.openingHours(centreId),
    items: centreItems,
    // Users see the change at their next read here; other processes reload within CALENDAR_MAX_STALE_MS.
    changed: (centreId) => calendars.forget(centreId),
    placeFreed,
  });

  async function bookableDays(
    centreId: string,
    calendar: Calendar,
    proIds: string[],
  ): Promise<BookableDay[]> {
    const { days, slotsByDay, quotasByDay } = calendar;
    const now = clock();
    const wanted = new Set(proIds);
    const nameOf = wanted.size > 0 ? await projectNames(centreId) : (id: string) => id;
    return days.map((day) => {
      const slots = (slotsByDay.get(day.date) ?? []).map((s) => toSlot(s, now));
      const specialProDtos = (quotasByDay.get(day.date) ?? [])
        .filter((q) => wanted.has(q.projectId))
        .map((q) => specialProjectOf(q, nameOf(q.projectId)))
        .filter((p): p is SpecialProject => p !== null);
      return {
        testDate: day.date,
        code: dayCode({ rest: day.rest === 1, slots }),
        desc: day.description,
        specialProDtos,
      };
    });
  }

  /** Every published day from today with its code and the chosen items it cannot take. */
  const appointmentRange = (centreId: string, proIds?: string): Promise<BookableDay[]> => {
    const ids = parseProIds(proIds);
    return fromCalendar(centreId, `days:${centreId}:${ids.join(',')}`, (c) => bookableDays(centreId, c, ids));
  };

  /**
   * What a place statement's rows mean: the slot's time, or why no place was taken (a day or slot
   * that does not exist, a rest day, a slot that has started, full), or the first item whose quota
   * was not taken. Taken counters are not given back here.
   */
  function outcomeOf(input: ReserveInput, rows: readonly PlaceRow[]): ReserveResult {
    const { sysCenterId: centreId, date, slotNo } = input;
    const first = rows[0];
    const testTime = first?.test_time ?? null;
    if (testTime === null) {
      const slotTime = first?.slot_time ?? null;
      if (first?.day_rest === 1)
        return { ok: false, reason: 'rest', message: `${date}为休息日，请选择其他日期` };
      if (first?.day_rest == null || slotTime === null)
        return { ok: false, reason: 'unknown', message: '所选体检时段不存在，请重新选择' };
      if (slotCode({ date, testTime: slotTime, remaining: 1, now: clock() }) === '030') return PAST;
      return { ok: false, reason: 'full', message: orderCodeMessage(OrderCodes.dateFull, date) };
    }
    if (slotCode({ date, testTime, remaining: 1, now: clock() }) === '030') return PAST;
    const refused = quotasOfRows({ centreId, date, slotNo }, rows).find((q) => !q.taken);
    if (!refused) return { ok: true, testTime };
    // The spec's text names no item, and the catalogue is not read here: inside the order's
    // transaction a second connection may not exist (PGlite has one).
    const special = specialProjectOf(refused, refused.projectId) ?? {
      projectId: refused.projectId,
      projectName: refused.projectId,
      code: 'limited' as const,
    };
    const day: BookableDay = { testDate: date, code: '000', desc: '', specialProDtos: [special] };
    return { ok: false, reason: 'limited', message: limitedDayMessage(day) ?? '' };
  }

  // Sorted, so two orders for the same items lock their rows in the same order.
  const reservedIds = (input: ReserveInput) => [...new Set(input.projectIds)].sort();

  return {
    appointmentRange,

    /** 00-7 books every day of its range; elsewhere the first and last day that can be booked now. */
    dateRange(centreId: string, proIds?: string): Promise<DateRange> {
      const ids = parseProIds(proIds);
      return fromCalendar(centreId, `range:${centreId}:${ids.join(',')}`, async () => {
        const days = await appointmentRange(centreId, proIds);
        const open =
          centreId === EVERY_DAY_CENTRE
            ? days
            : days.filter((d) => d.code === '000' && d.specialProDtos.length === 0);
        const first = open[0];
        const last = open[open.length - 1];
        if (!first || !last) throw invalid('暂无可预约日期');
        return { beginDay: first.testDate, endDay: last.testDate };
      });
    },

    /** The slots of one day (yyyyMMdd) with places left; an unpublished or rest day has none. */
    async timeSlots(centreId: string, compactDate: string): Promise<DaySlots> {
      if (!isCompactDate(compactDate)) throw invalid('日期格式不正确');
      const date = fromCompactDate(compactDate);
      if (date < shanghaiDate(clock())) {
        // Days before today are not in the calendar; read them (all past) from the table.
        return cache.read(`schedule:past-slots:${centreId}:${date}`, async () => {
          await centres.centre(centreId);
          const now = clock();
          const rows = await scheduleRepository.slotsOf(db, centreId, date);
          return { date, dateHasPeopleList: rows.map((r) => toSlot(r, now)) };
        });
      }
      return fromCalendar(centreId, `slots:${centreId}:${date}`, async ({ slotsByDay }) => {
        const now = clock();
        return { date, dateHasPeopleList: (slotsByDay.get(date) ?? []).map((r) => toSlot(r, now)) };
      });
    },

    /**
     * Takes one place of the slot and one of each quota'd item the plan holds, inside the caller's
     * transaction. Each counter moves by one conditional UPDATE; when an item has no place left, the
     * places this call took are given back before it answers, so a refusal changes nothing.
     */
    async reserve(tx: Tx, input: ReserveInput): Promise<ReserveResult> {
      const { sysCenterId: centreId, date, slotNo } = input;
      const key = { centreId, date, slotNo };
      const rows = await scheduleRepository.take(tx, key, reservedIds(input));
      const result = outcomeOf(input, rows);
      if (result.ok || rows[0]?.test_time == null) return result;
      for (const q of quotasOfRows(key, rows))
        if (q.taken) await scheduleRepository.giveQuota(tx, centreId, date, q.projectId);
      await scheduleRepository.givePlace(tx, key);
      return result;
    },

    /**
     * For an order that books in one statement: reserve's place and quota CTEs (`statement`, the place
     * taken only while the caller's gate holds) and what their rows mean. A refusal gives nothing back
     * itself: the caller's transaction rolls back.
     */
    reservation(input: ReserveInput): PlaceReservation {
      const key = { centreId: input.sysCenterId, date: input.date, slotNo: input.slotNo };
      const ids = reservedIds(input);
      return {
        statement: (gate) => placeStatement(key, ids, gate),
        outcome: (rows) => outcomeOf(input, rows),
      };
    },

    /**
     * Locks what moving an order from one day and slot to another touches, in the one global order
     * bookings lock in (repository.ts), before the move takes the new place and gives back the old.
     */
    lockForMove(
      tx: Tx,
      centreId: string,
      slots: readonly { date: string; slotNo: number }[],
      projectIds: readonly string[],
    ): Promise<void> {
      return scheduleRepository.lockForMove(tx, centreId, slots, projectIds);
    },

    /**
     * Registers what is done, in the freeing transaction, when a place is given back or opened (the
     * waitlist's hold). Registered once, at start.
     */
    onPlaceFreed(listener: PlaceFreedListener): void {
      freedListeners.push(listener);
    },

    /** A manager's new capacity for a slot, never below what is booked (operator API). */
    async setCapacity(input: Parameters<typeof setSlotCapacity>[1]) {
      await centres.centre(input.sysCenterId);
      const slot = await setSlotCapacity(db, input, placeFreed);
      calendars.forget(input.sysCenterId);
      return slot;
    },

    /** A slot's capacity and bookings as the audit log keeps them (operator API); null when no such slot. */
    async slotState(key: { centreId: string; date: string; slotNo: number }) {
      const slot = await scheduleRepository.slot(db, key);
      return slot ? { capacity: slot.capacity, booked: slot.booked } : null;
    },
    /** The console's capacity calendar: a month, and an edit of a range previewed and saved. */
    capacity,

    /**
     * Gives back the place and the item quotas an order held; a counter never goes below zero. The
     * freed place is then offered (the waitlist's first person gets it held) in this same transaction,
     * unless `offer` is false: a hold handing its own place to the order it becomes.
     */
    async release(tx: Tx, input: ReserveInput, { offer = true }: { offer?: boolean } = {}): Promise<void> {
      const { sysCenterId: centreId, date, slotNo } = input;
      await scheduleRepository.givePlace(tx, { centreId, date, slotNo });
      const ids = [...new Set(input.projectIds)].sort();
      for (const quota of await scheduleRepository.quotasOf(tx, centreId, date, ids)) {
        await scheduleRepository.giveQuota(tx, centreId, date, quota.projectId);
      }
      if (offer) await placeFreed(tx, { centreId, date, slotNo });
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
