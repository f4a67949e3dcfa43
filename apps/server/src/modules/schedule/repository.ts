import { and, asc, between, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { scheduleDays, scheduleItemQuotas, scheduleSlots } from './schema.ts';

export type DayRow = typeof scheduleDays.$inferSelect;
export type SlotRow = typeof scheduleSlots.$inferSelect;
export type QuotaRow = typeof scheduleItemQuotas.$inferSelect;

export interface SlotKey {
  centreId: string;
  date: string;
  slotNo: number;
}

const slotIs = (k: SlotKey) =>
  and(
    eq(scheduleSlots.centreId, k.centreId),
    eq(scheduleSlots.date, k.date),
    eq(scheduleSlots.slotNo, k.slotNo),
  );

const quotaIs = (centreId: string, date: string, projectId: string) =>
  and(
    eq(scheduleItemQuotas.centreId, centreId),
    eq(scheduleItemQuotas.date, date),
    eq(scheduleItemQuotas.projectId, projectId),
  );

/**
 * Counters move only through conditional UPDATEs: the row lock PostgreSQL takes makes a second
 * writer re-read `booked` after the first commits, so `booked < capacity` holds however many race.
 */
export const scheduleRepository = {
  async daysFrom(db: DbOrTx, centreId: string, from: string): Promise<DayRow[]> {
    return db
      .select()
      .from(scheduleDays)
      .where(and(eq(scheduleDays.centreId, centreId), gte(scheduleDays.date, from)))
      .orderBy(asc(scheduleDays.date));
  },

  async slotsFrom(db: DbOrTx, centreId: string, from: string): Promise<SlotRow[]> {
    return db
      .select()
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.centreId, centreId), gte(scheduleSlots.date, from)))
      .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.slotNo));
  },

  async slotsOf(db: DbOrTx, centreId: string, date: string): Promise<SlotRow[]> {
    return db
      .select()
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.centreId, centreId), eq(scheduleSlots.date, date)))
      .orderBy(asc(scheduleSlots.slotNo));
  },

  async slot(db: DbOrTx, key: SlotKey): Promise<SlotRow | undefined> {
    const [row] = await db.select().from(scheduleSlots).where(slotIs(key));
    return row;
  },

  async quotasFrom(db: DbOrTx, centreId: string, from: string): Promise<QuotaRow[]> {
    return db
      .select()
      .from(scheduleItemQuotas)
      .where(and(eq(scheduleItemQuotas.centreId, centreId), gte(scheduleItemQuotas.date, from)));
  },

  async quotasOf(db: DbOrTx, centreId: string, date: string, projectIds: string[]): Promise<QuotaRow[]> {
    if (projectIds.length === 0) return [];
    return db
      .select()
      .from(scheduleItemQuotas)
      .where(
        and(
          eq(scheduleItemQuotas.centreId, centreId),
          eq(scheduleItemQuotas.date, date),
          inArray(scheduleItemQuotas.projectId, projectIds),
        ),
      )
      .orderBy(asc(scheduleItemQuotas.projectId));
  },

  /**
   * The booking's place and its items' quotas, in one statement (one round trip of the order's
   * transaction): see `placeStatement`, whose rows it answers.
   */
  async take(db: DbOrTx, key: SlotKey, projectIds: readonly string[]): Promise<PlaceRow[]> {
    const place = placeStatement(key, projectIds);
    const result = (await db.execute(
      sql`with ${place.ctes} select ${place.columns} from (select 1) as one ${place.joins} order by quota.project_id`,
    )) as { rows: PlaceRow[] };
    return result.rows;
  },

  async givePlace(db: DbOrTx, key: SlotKey): Promise<void> {
    await db
      .update(scheduleSlots)
      .set({ booked: sql`${scheduleSlots.booked} - 1` })
      .where(and(slotIs(key), gt(scheduleSlots.booked, 0)));
  },

  async giveQuota(db: DbOrTx, centreId: string, date: string, projectId: string): Promise<void> {
    await db
      .update(scheduleItemQuotas)
      .set({ booked: sql`${scheduleItemQuotas.booked} - 1` })
      .where(and(quotaIs(centreId, date, projectId), gt(scheduleItemQuotas.booked, 0)));
  },

  /**
   * Locks the item quotas of a day, in item order (the order a booking takes them in), before a
   * plan change gives some back and takes others.
   */
  async lockDayQuotas(tx: Tx, centreId: string, date: string, projectIds: readonly string[]): Promise<void> {
    const ids = JSON.stringify(projectIds);
    await tx.execute(sql`select 1 from schedule_item_quotas
    where centre_id = ${centreId} and date = ${date}
      and project_id in (select jsonb_array_elements_text(${ids}::jsonb))
    order by project_id for update`);
  },

  /** Takes one place of an item's quota while both its quota and the day's capacity allow: false if not. */
  async takeQuota(tx: Tx, centreId: string, date: string, projectId: string): Promise<boolean> {
    const taken = (await tx.execute(sql`update schedule_item_quotas set booked = booked + 1
      where centre_id = ${centreId} and date = ${date} and project_id = ${projectId}
        and booked < quota and booked + booked_elsewhere < capacity
      returning project_id`)) as unknown as { rows: unknown[] };
    return taken.rows.length > 0;
  },

  /**
   * Locks the slots and item quotas a move touches (the order's old day and its new one), in one
   * global order: slots by (date, slot), then quotas by (date, item). A booking touches one slot and
   * then its day's quotas in item order, so a move that takes one place and gives back another never
   * waits on a booking, or on a move the other way, in a circle.
   */
  async lockForMove(
    tx: Tx,
    centreId: string,
    slots: readonly { date: string; slotNo: number }[],
    projectIds: readonly string[],
  ): Promise<void> {
    const keys = JSON.stringify(slots.map((s) => ({ date: s.date, slot_no: s.slotNo })));
    const dates = JSON.stringify([...new Set(slots.map((s) => s.date))]);
    const ids = JSON.stringify([...new Set(projectIds)]);
    await tx.execute(sql`select 1 from schedule_slots
    where centre_id = ${centreId}
      and (date::text, slot_no) in (select k.date, k.slot_no from jsonb_to_recordset(${keys}::jsonb) as k(date text, slot_no int))
    order by date, slot_no for update`);
    await tx.execute(sql`select 1 from schedule_item_quotas
    where centre_id = ${centreId}
      and date::text in (select jsonb_array_elements_text(${dates}::jsonb))
      and project_id in (select jsonb_array_elements_text(${ids}::jsonb))
    order by date, project_id for update`);
  },

  /**
   * A slot's new capacity, in one conditional UPDATE (`booked <= capacity`): undefined when the slot
   * does not exist or holds more bookings than that.
   */
  async setCapacity(db: DbOrTx, key: SlotKey, capacity: number): Promise<SlotRow | undefined> {
    const [row] = await db
      .update(scheduleSlots)
      .set({ capacity })
      .where(and(slotIs(key), lte(scheduleSlots.booked, capacity)))
      .returning();
    return row;
  },

  // A manager's calendar (capacity-edit.ts): a centre's days, slots and item quotas between two dates,
  // read or locked in the global order (days, then slots by date and number, then quotas by date and
  // item; docs/locking.md), and the writes an edit makes under those locks.

  async daysBetween(db: DbOrTx, centreId: string, from: string, to: string): Promise<DayRow[]> {
    return db
      .select()
      .from(scheduleDays)
      .where(and(eq(scheduleDays.centreId, centreId), between(scheduleDays.date, from, to)))
      .orderBy(asc(scheduleDays.date));
  },

  async slotsBetween(db: DbOrTx, centreId: string, from: string, to: string): Promise<SlotRow[]> {
    return db
      .select()
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.centreId, centreId), between(scheduleSlots.date, from, to)))
      .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.slotNo));
  },

  async quotasBetween(db: DbOrTx, centreId: string, from: string, to: string): Promise<QuotaRow[]> {
    return db
      .select()
      .from(scheduleItemQuotas)
      .where(and(eq(scheduleItemQuotas.centreId, centreId), between(scheduleItemQuotas.date, from, to)))
      .orderBy(asc(scheduleItemQuotas.date), asc(scheduleItemQuotas.projectId));
  },

  /** The days, slots and quotas between two dates, locked until commit in the global order. */
  async lockBetween(tx: Tx, centreId: string, from: string, to: string) {
    const days = await tx
      .select()
      .from(scheduleDays)
      .where(and(eq(scheduleDays.centreId, centreId), between(scheduleDays.date, from, to)))
      .orderBy(asc(scheduleDays.date))
      .for('update');
    const slots = await tx
      .select()
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.centreId, centreId), between(scheduleSlots.date, from, to)))
      .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.slotNo))
      .for('update');
    const quotas = await tx
      .select()
      .from(scheduleItemQuotas)
      .where(and(eq(scheduleItemQuotas.centreId, centreId), between(scheduleItemQuotas.date, from, to)))
      .orderBy(asc(scheduleItemQuotas.date), asc(scheduleItemQuotas.projectId))
      .for('update');
    return { days, slots, quotas };
  },

  /**
   * Publishes a day nobody had published: false when another writer published it meanwhile (the
   * insert waits for that writer's commit, then finds the row).
   */
  async publishDay(tx: Tx, row: typeof scheduleDays.$inferInsert): Promise<boolean> {
    const inserted = await tx
      .insert(scheduleDays)
      .values(row)
      .onConflictDoNothing()
      .returning({ date: scheduleDays.date });
    return inserted.length > 0;
  },

  async setDay(tx: Tx, centreId: string, date: string, set: { rest: number; description: string }) {
    await tx
      .update(scheduleDays)
      .set(set)
      .where(and(eq(scheduleDays.centreId, centreId), eq(scheduleDays.date, date)));
  },

  /** A day closing: its slots go, only while none holds a booking; answers how many went. */
  async removeEmptySlots(tx: Tx, centreId: string, date: string): Promise<number> {
    const removed = await tx
      .delete(scheduleSlots)
      .where(
        and(eq(scheduleSlots.centreId, centreId), eq(scheduleSlots.date, date), eq(scheduleSlots.booked, 0)),
      )
      .returning({ slotNo: scheduleSlots.slotNo });
    return removed.length;
  },

  /**
   * An item's online share and whole-day places, only while they still hold what is booked: false
   * when the row does not exist or would hold less.
   */
  async setQuota(
    tx: Tx,
    key: { centreId: string; date: string; projectId: string },
    set: { quota: number; capacity: number },
  ): Promise<boolean> {
    const updated = (await tx.execute(sql`update schedule_item_quotas
      set quota = ${set.quota}, capacity = ${set.capacity}
      where centre_id = ${key.centreId} and date = ${key.date} and project_id = ${key.projectId}
        and booked <= ${set.quota} and booked + booked_elsewhere <= ${set.capacity}
      returning project_id`)) as unknown as { rows: unknown[] };
    return updated.rows.length > 0;
  },

  // Seeding writes whole batches: one statement per table and chunk, not one per row.

  async upsertDays(db: DbOrTx, rows: (typeof scheduleDays.$inferInsert)[]): Promise<void> {
    for (const chunk of chunks(rows)) {
      await db
        .insert(scheduleDays)
        .values(chunk)
        .onConflictDoUpdate({
          target: [scheduleDays.centreId, scheduleDays.date],
          set: { rest: sql`excluded.rest`, description: sql`excluded.description` },
        });
    }
  },

  /** Slots already published keep the places orders booked on them. */
  async insertSlots(db: DbOrTx, rows: (typeof scheduleSlots.$inferInsert)[]): Promise<void> {
    for (const chunk of chunks(rows)) await db.insert(scheduleSlots).values(chunk).onConflictDoNothing();
  },

  /** Slots seeded as fully booked: every place taken, whatever they held before. */
  async fillSlots(db: DbOrTx, rows: (typeof scheduleSlots.$inferInsert)[]): Promise<void> {
    for (const chunk of chunks(rows)) {
      await db
        .insert(scheduleSlots)
        .values(chunk.map((r) => ({ ...r, booked: r.capacity })))
        .onConflictDoUpdate({
          target: [scheduleSlots.centreId, scheduleSlots.date, scheduleSlots.slotNo],
          set: { booked: sql`${scheduleSlots.capacity}` },
        });
    }
  },

  async insertQuotas(db: DbOrTx, rows: (typeof scheduleItemQuotas.$inferInsert)[]): Promise<void> {
    for (const chunk of chunks(rows)) await db.insert(scheduleItemQuotas).values(chunk).onConflictDoNothing();
  },

  /** Quotas seeded as spent (限约) or items as fully booked (满约), whatever they held before. */
  async exhaustQuotas(
    db: DbOrTx,
    rows: (typeof scheduleItemQuotas.$inferInsert)[],
    how: 'limited' | 'full',
  ): Promise<void> {
    const set =
      how === 'limited'
        ? { booked: sql`${scheduleItemQuotas.quota}` }
        : { bookedElsewhere: sql`${scheduleItemQuotas.capacity} - ${scheduleItemQuotas.booked}` };
    for (const chunk of chunks(rows)) {
      await db
        .insert(scheduleItemQuotas)
        .values(
          chunk.map((r) =>
            how === 'limited' ? { ...r, booked: r.quota } : { ...r, booked: 0, bookedElsewhere: r.capacity },
          ),
        )
        .onConflictDoUpdate({
          target: [scheduleItemQuotas.centreId, scheduleItemQuotas.date, scheduleItemQuotas.projectId],
          set,
        });
    }
  },
};

const CHUNK = 1000;
function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
}

/** What `placeStatement`'s columns answer, once per listed item with a quota (or once with nulls). */
export interface PlaceRow {
  test_time: string | null;
  project_id: string | null;
  quota: number;
  booked: number;
  capacity: number;
  booked_elsewhere: number;
  taken: boolean | null;
  /** the day's rest flag and the slot's time as the statement found them, taken or not */
  day_rest: number | null;
  slot_time: string | null;
}

/**
 * The CTEs `place` and `taken`, for a statement that may do more with the place (the order's own
 * insert): one place of the slot, only while one is left, the day is a working day and `gate` holds;
 * and, only if that place was taken, one online place of each listed item that has a quota that day,
 * only while its quota and its whole day have one left. Each counter is its own conditional UPDATE, so
 * the row locks make concurrent bookings re-check `booked` after each other and none can oversell.
 * `allTaken` holds when the place and every listed quota were taken; `columns` and `joins` answer a
 * `PlaceRow` per listed item with a quota. Raw column names: this runs on every order, and drizzle's
 * column references cost more to build than the statement costs to run.
 */
export function placeStatement(key: SlotKey, projectIds: readonly string[], gate: SQL = sql`true`) {
  // One JSON parameter whatever the number of items, so the statement's text stays the same and
  // PostgreSQL can keep its plan (see the orders repository's named statements).
  const ids = sql`array(select jsonb_array_elements_text(${JSON.stringify(projectIds)}::jsonb))`;
  const slotIsKey = sql`centre_id = ${key.centreId} and date = ${key.date} and slot_no = ${key.slotNo}`;
  const quotaIsListed = sql`centre_id = ${key.centreId} and date = ${key.date} and project_id = any(${ids})`;
  return {
    ctes: sql`place as (
        update schedule_slots as s set booked = s.booked + 1
        from schedule_days as d
        where s.centre_id = ${key.centreId} and s.date = ${key.date} and s.slot_no = ${key.slotNo}
          and s.booked < s.capacity
          and d.centre_id = s.centre_id and d.date = s.date and d.rest = 0
          and ${gate}
        returning s.test_time
      ), taken as (
        update schedule_item_quotas set booked = booked + 1
        where ${quotaIsListed}
          and booked < quota and booked + booked_elsewhere < capacity
          and exists (select 1 from place)
        returning project_id
      )`,
    allTaken: sql`(exists (select 1 from place)
      and (select count(*) from taken) = (select count(*) from schedule_item_quotas where ${quotaIsListed}))`,
    columns: sql`place.test_time, quota.project_id, quota.quota, quota.booked, quota.capacity,
      quota.booked_elsewhere, quota.project_id in (select project_id from taken) as taken,
      (select rest from schedule_days where centre_id = ${key.centreId} and date = ${key.date}) as day_rest,
      (select test_time from schedule_slots where ${slotIsKey}) as slot_time`,
    joins: sql`left join place on true
      left join schedule_item_quotas as quota
        on quota.centre_id = ${key.centreId} and quota.date = ${key.date} and quota.project_id = any(${ids})`,
  };
}

/** The listed items with a quota, from `placeStatement`'s rows (both drivers answer plain rows). */
export function quotasOfRows(key: SlotKey, rows: readonly PlaceRow[]): (QuotaRow & { taken: boolean })[] {
  return rows
    .filter((r) => r.project_id !== null)
    .map((r) => ({
      centreId: key.centreId,
      date: key.date,
      projectId: r.project_id!,
      quota: Number(r.quota),
      booked: Number(r.booked),
      capacity: Number(r.capacity),
      bookedElsewhere: Number(r.booked_elsewhere),
      taken: r.taken === true,
    }));
}
