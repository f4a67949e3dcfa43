// A manager's capacity edit worked out against what the days hold: what each chosen day becomes, the
// writes that make it so, and why it cannot be saved. No I/O: the preview answers it as it is, the
// save works it out again on the rows it has locked and writes it only when nothing is wrong.
import { createHash } from 'node:crypto';
import type { CapacityChange, CapacityDay, CapacityPreview } from '@tijian/contract';
import { closedDayText } from '@tijian/domain';
import { addDays } from './day-arithmetic.ts';
import type { DayRow, QuotaRow, SlotRow } from './repository.ts';
import { specialProjectOf } from './special-projects.ts';

/** A day as stored: its row (none when unpublished), slots and item quotas. */
export interface DayState {
  date: string;
  day: DayRow | null;
  slots: SlotRow[];
  quotas: QuotaRow[];
}

type ItemState = CapacityDay['items'][number]['state'];
type DayEffect = CapacityPreview['days'][number];

/** The writes that make a day what the edit says, in the order they are made. */
export interface DayWrites {
  date: string;
  /** the day's row: published anew, or its rest flag changed */
  day: { publish: boolean; rest: number; description: string } | null;
  removeSlots: boolean;
  createSlots: { slotNo: number; testTime: string; capacity: number }[];
  setCapacity: { slotNo: number; capacity: number }[];
  createQuotas: { projectId: string; quota: number; capacity: number }[];
  setQuotas: { projectId: string; quota: number; capacity: number }[];
}

export interface CapacityPlan {
  days: DayEffect[];
  writes: DayWrites[];
  problems: string[];
}

/** The most days one edit may cover: a quarter of a year. */
export const MAX_EDIT_DAYS = 92;

export const PlanMessages = {
  tooLong: `一次最多修改${MAX_EDIT_DAYS}天`,
  past: '不能修改今天以前的日期',
  noDays: '所选范围内没有符合条件的日期',
  noItem: (projectId: string) => `该体检中心没有项目${projectId}`,
} as const;

/** 12月1日 */
export const dayName = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The chosen days of the range, or why there are none to edit (a Chinese message). */
export function chosenDates(change: CapacityChange, today: string): string[] | string {
  if (change.from < today) return PlanMessages.past;
  const dates: string[] = [];
  for (let d = change.from; d <= change.to; d = addDays(d, 1)) {
    if (dates.length >= MAX_EDIT_DAYS) return PlanMessages.tooLong;
    if (!change.weekdays || change.weekdays.includes(weekdayOf(d))) dates.push(d);
  }
  return dates.length > 0 ? dates : PlanMessages.noDays;
}

/**
 * What the manager may change of a day, hashed: its rest flag and text, its slots' times and places,
 * its items' shares and places. Bookings (the counters) are left out: a booking landing is not an
 * edit, and the save checks what is booked under its locks anyway.
 */
export function dayVersion(state: DayState): string {
  const editable = state.day && {
    rest: state.day.rest,
    description: state.day.description,
    slots: state.slots.map((s) => [s.slotNo, s.testTime, s.capacity]),
    quotas: state.quotas.map((q) => [q.projectId, q.quota, q.capacity]),
  };
  return createHash('sha256').update(JSON.stringify(editable)).digest('hex').slice(0, 16);
}

const stateOf = (q: Pick<QuotaRow, 'projectId' | 'quota' | 'booked' | 'capacity' | 'bookedElsewhere'>) =>
  (specialProjectOf(q, '')?.code ?? 'normal') as ItemState;

/** A day of the calendar as the console reads it. */
export function toCapacityDay(state: DayState, nameOf: (projectId: string) => string): CapacityDay {
  return {
    date: state.date,
    weekday: weekdayOf(state.date),
    published: state.day !== null,
    rest: state.day?.rest === 1,
    description: state.day?.description ?? '',
    version: dayVersion(state),
    slots: state.slots.map((s) => ({
      slotNo: s.slotNo,
      testTime: s.testTime,
      capacity: s.capacity,
      booked: s.booked,
    })),
    items: state.quotas.map((q) => ({
      projectId: q.projectId,
      projectName: nameOf(q.projectId),
      quota: q.quota,
      booked: q.booked,
      capacity: q.capacity,
      bookedElsewhere: q.bookedElsewhere,
      state: stateOf(q),
    })),
  };
}

/**
 * An item's new share and places for a state, or why not. 满约: no place left by any channel (the
 * day's places become what is taken). 限约 with a quota: online booking may take that many (the
 * calendar says 限约 once they are taken). Normal: online booking may take every place left. A day
 * without a limit on the item gets one only when the change says how many places.
 */
function itemTarget(
  change: NonNullable<CapacityChange['items']>[number],
  row: QuotaRow | undefined,
): { quota: number; capacity: number } | null | { problem: (day: string, name: string) => string } {
  const booked = row?.booked ?? 0;
  const elsewhere = row?.bookedElsewhere ?? 0;
  const taken = booked + elsewhere;
  switch (change.state) {
    case 'full': {
      const capacity = taken;
      return { quota: Math.min(row?.quota ?? 0, capacity), capacity };
    }
    case 'limited': {
      const capacity = change.capacity ?? row?.capacity ?? change.quota;
      if (change.quota < booked)
        return { problem: (d, n) => `${d}${n}网上已预约${booked}人，限约名额不能少于已预约人数` };
      if (capacity < taken)
        return { problem: (d, n) => `${d}${n}已约${taken}人（含其他渠道），总名额不能少于已约人数` };
      return { quota: change.quota, capacity };
    }
    case 'normal': {
      const capacity = change.capacity ?? row?.capacity;
      if (capacity === undefined) return null;
      if (capacity < taken)
        return { problem: (d, n) => `${d}${n}已约${taken}人（含其他渠道），总名额不能少于已约人数` };
      if (change.capacity === undefined && capacity <= taken)
        return { problem: (d, n) => `${d}${n}已满约，恢复正常请填写该项目当日的总名额` };
      return { quota: capacity - elsewhere, capacity };
    }
  }
}

/**
 * The edit against the chosen days as they stand. Days it changes nothing on are left out of the
 * answer; a problem names the day and the slot or item, in Chinese.
 */
export function planCapacity(
  states: readonly DayState[],
  change: CapacityChange,
  ctx: { slotTimes: readonly string[]; nameOf: (projectId: string) => string },
): CapacityPlan {
  const days: DayEffect[] = [];
  const writes: DayWrites[] = [];
  for (const state of states) {
    const d = dayName(state.date);
    const wasRest = state.day === null || state.day.rest === 1;
    const newRest = change.rest ?? wasRest;
    const w: DayWrites = {
      date: state.date,
      day: null,
      removeSlots: false,
      createSlots: [],
      setCapacity: [],
      createQuotas: [],
      setQuotas: [],
    };
    const effect: DayEffect = {
      date: state.date,
      version: dayVersion(state),
      published: state.day !== null,
      rest: state.day?.rest === 1,
      newRest,
      slots: [],
      items: [],
      problems: [],
    };

    if (change.rest === true) {
      if (state.day === null || state.day.rest !== 1) {
        const description = change.restNote || closedDayText(state.date);
        w.day = { publish: state.day === null, rest: 1, description };
        w.removeSlots = state.slots.length > 0;
        for (const s of state.slots) {
          effect.slots.push({ ...slotOf(s), newCapacity: null });
        }
        const booked = state.slots.reduce((n, s) => n + s.booked, 0);
        if (booked > 0) effect.problems.push(`${d}已有${booked}人预约，不能设为休息日`);
      }
    } else if (change.rest === false && wasRest) {
      w.day = { publish: state.day === null, rest: 0, description: '' };
      const existing = new Map(state.slots.map((s) => [s.slotNo, s]));
      ctx.slotTimes.forEach((testTime, i) => {
        const slotNo = i + 1;
        const old = existing.get(slotNo);
        if (old) {
          w.setCapacity.push({ slotNo, capacity: change.capacity! });
          effect.slots.push({ ...slotOf(old), newCapacity: change.capacity! });
          if (old.booked > change.capacity!) effect.problems.push(belowBooked(d, old));
        } else {
          w.createSlots.push({ slotNo, testTime, capacity: change.capacity! });
          effect.slots.push({ slotNo, testTime, booked: 0, capacity: null, newCapacity: change.capacity! });
        }
      });
    } else if (change.capacity !== undefined && !wasRest) {
      const chosen = change.slotNos ? new Set(change.slotNos) : null;
      for (const s of state.slots) {
        if ((chosen && !chosen.has(s.slotNo)) || s.capacity === change.capacity) continue;
        w.setCapacity.push({ slotNo: s.slotNo, capacity: change.capacity });
        effect.slots.push({ ...slotOf(s), newCapacity: change.capacity });
        if (s.booked > change.capacity) effect.problems.push(belowBooked(d, s));
      }
    }

    if (!newRest) {
      for (const item of change.items ?? []) {
        const row = state.quotas.find((q) => q.projectId === item.projectId);
        const name = ctx.nameOf(item.projectId);
        const target = itemTarget(item, row);
        if (target === null) continue;
        const base = {
          projectId: item.projectId,
          projectName: name,
          booked: row?.booked ?? 0,
          bookedElsewhere: row?.bookedElsewhere ?? 0,
          quota: row?.quota ?? null,
          capacity: row?.capacity ?? null,
          state: row ? stateOf(row) : ('normal' as ItemState),
        };
        if ('problem' in target) {
          effect.items.push({
            ...base,
            newQuota: base.quota,
            newCapacity: base.capacity,
            newState: base.state,
          });
          effect.problems.push(target.problem(d, name));
          continue;
        }
        if (row && row.quota === target.quota && row.capacity === target.capacity) continue;
        (row ? w.setQuotas : w.createQuotas).push({ projectId: item.projectId, ...target });
        effect.items.push({
          ...base,
          newQuota: target.quota,
          newCapacity: target.capacity,
          newState: stateOf({ ...base, ...target }),
        });
      }
    }

    const changes =
      w.day !== null ||
      w.createSlots.length + w.setCapacity.length + w.createQuotas.length + w.setQuotas.length > 0 ||
      effect.problems.length > 0;
    if (changes) {
      days.push(effect);
      writes.push(w);
    }
  }
  return { days, writes, problems: days.flatMap((e) => e.problems) };
}

const slotOf = (s: SlotRow) => ({
  slotNo: s.slotNo,
  testTime: s.testTime,
  booked: s.booked,
  capacity: s.capacity,
});

const belowBooked = (day: string, s: SlotRow) =>
  `${day} ${s.testTime}已预约${s.booked}人，可约人数不能少于已预约人数`;

/** The days' stored rows grouped by date, every chosen date present (unpublished ones without a row). */
export function statesOf(
  dates: readonly string[],
  rows: { days: DayRow[]; slots: SlotRow[]; quotas: QuotaRow[] },
): DayState[] {
  const byDate = new Map<string, DayState>(
    dates.map((date) => [date, { date, day: null, slots: [], quotas: [] }]),
  );
  for (const day of rows.days) {
    const s = byDate.get(day.date);
    if (s) s.day = day;
  }
  for (const slot of rows.slots) byDate.get(slot.date)?.slots.push(slot);
  for (const quota of rows.quotas) byDate.get(quota.date)?.quotas.push(quota);
  return [...byDate.values()];
}
