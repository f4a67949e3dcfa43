import { and, asc, count, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type WaitlistRow, waitlistEntries as w } from './schema.ts';

export type { WaitlistRow } from './schema.ts';

const ACTIVE = ['waiting', 'held'] as const;

/** The waitlist's tables, and every statement that moves an entry (each conditional on its status). */
export const waitlistRepository = {
  async insert(db: DbOrTx, row: typeof w.$inferInsert): Promise<WaitlistRow> {
    const [inserted] = await db.insert(w).values(row).returning();
    return inserted!;
  },

  /** The person's entry still waiting or holding a place for the day, whichever account made it. */
  async activeOf(db: DbOrTx, idCardNo: string, date: string): Promise<WaitlistRow | undefined> {
    const [row] = await db
      .select()
      .from(w)
      .where(and(eq(w.idCardNo, idCardNo), eq(w.date, date), inArray(w.status, [...ACTIVE])));
    return row;
  },

  async activeCount(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(w)
      .where(and(eq(w.userId, userId), inArray(w.status, [...ACTIVE])));
    return Number(row?.n ?? 0);
  },

  /** The account's entries, newest first (the last 50: older ones are history nobody reads). */
  async ofUser(db: DbOrTx, userId: number): Promise<WaitlistRow[]> {
    return db.select().from(w).where(eq(w.userId, userId)).orderBy(desc(w.id)).limit(50);
  },

  async own(db: DbOrTx, userId: number, id: number): Promise<WaitlistRow | undefined> {
    const [row] = await db
      .select()
      .from(w)
      .where(and(eq(w.id, id), eq(w.userId, userId)));
    return row;
  },

  /** The account's entry, locked until commit (the first lock of leaving or booking from a hold). */
  async lockOwn(tx: Tx, userId: number, id: number): Promise<WaitlistRow | undefined> {
    const [row] = await tx
      .select()
      .from(w)
      .where(and(eq(w.id, id), eq(w.userId, userId)))
      .for('update');
    return row;
  },

  /** 1 for the first entry waiting for its centre's day: how many wait there up to and with this one. */
  async positions(db: DbOrTx, entries: readonly WaitlistRow[]): Promise<Map<number, number>> {
    const waiting = entries.filter((e) => e.status === 'waiting');
    const positions = new Map<number, number>();
    for (const e of waiting) {
      const [row] = await db
        .select({ n: count() })
        .from(w)
        .where(and(eq(w.centreId, e.centreId), eq(w.date, e.date), eq(w.status, 'waiting'), lte(w.id, e.id)));
      positions.set(e.id, Number(row?.n ?? 0));
    }
    return positions;
  },

  /** The first entry still waiting for the day, leaving out those this offer already found unfit. */
  async firstWaiting(
    db: DbOrTx,
    centreId: string,
    date: string,
    skip: readonly number[],
  ): Promise<WaitlistRow | undefined> {
    const [row] = await db
      .select()
      .from(w)
      .where(
        and(
          eq(w.centreId, centreId),
          eq(w.date, date),
          eq(w.status, 'waiting'),
          skip.length > 0 ? notInArray(w.id, [...skip]) : undefined,
        ),
      )
      .orderBy(asc(w.id))
      .limit(1);
    return row;
  },

  /**
   * Waiting → held, only while it still waits: of two transactions offering places to the same
   * person at once, the second finds it held (after the first commits) and moves on to the next.
   */
  async hold(
    tx: Tx,
    id: number,
    set: { slotNo: number; slotTime: string; heldAt: Date; holdExpiresAt: Date },
  ): Promise<boolean> {
    const rows = await tx
      .update(w)
      .set({ status: 'held', ...set, notifiedAt: null })
      .where(and(eq(w.id, id), eq(w.status, 'waiting')))
      .returning({ id: w.id });
    return rows.length > 0;
  },

  /** The held slot's time, known once its place is taken. */
  async setSlotTime(tx: Tx, id: number, slotTime: string): Promise<void> {
    await tx.update(w).set({ slotTime }).where(eq(w.id, id));
  },

  /** Back to waiting in the offering transaction: the place did not fit the entry's items after all. */
  async unhold(tx: Tx, id: number): Promise<void> {
    await tx
      .update(w)
      .set({ status: 'waiting', slotNo: null, slotTime: null, heldAt: null, holdExpiresAt: null })
      .where(and(eq(w.id, id), eq(w.status, 'held')));
  },

  /** An entry ends (left, lapsed, booked), only from the status it was read in under its lock. */
  async end(
    tx: Tx,
    id: number,
    from: WaitlistRow['status'],
    to: 'left' | 'lapsed' | 'booked',
    at: Date,
    orderId: number | null = null,
  ): Promise<boolean> {
    const rows = await tx
      .update(w)
      .set({ status: to, endedAt: at, ...(orderId !== null ? { orderId } : {}) })
      .where(and(eq(w.id, id), eq(w.status, from)))
      .returning({ id: w.id });
    return rows.length > 0;
  },

  /** Held entries whose time ran out, oldest first. */
  async lapsedIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: w.id })
      .from(w)
      .where(and(eq(w.status, 'held'), lte(w.holdExpiresAt, now)))
      .orderBy(asc(w.holdExpiresAt))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** A lapsing hold, locked; undefined when someone else ended or booked it first. */
  async lockLapsing(tx: Tx, id: number, now: Date): Promise<WaitlistRow | undefined> {
    const [row] = await tx
      .select()
      .from(w)
      .where(and(eq(w.id, id), eq(w.status, 'held'), lte(w.holdExpiresAt, now)))
      .for('update');
    return row;
  },

  /** Holds whose notice is still to send, claimed by setting the time it is sent (one sender each). */
  async claimUnnotified(db: DbOrTx, now: Date, limit: number): Promise<WaitlistRow[]> {
    const result = (await db.execute(sql`update waitlist_entries set notified_at = ${now.toISOString()}
      where id in (
        select id from waitlist_entries
        where status = 'held' and notified_at is null and hold_expires_at > ${now.toISOString()}
        order by id limit ${limit} for update skip locked)
      returning id`)) as unknown as { rows: { id: number }[] };
    const ids = result.rows.map((r) => Number(r.id));
    if (ids.length === 0) return [];
    return db.select().from(w).where(inArray(w.id, ids)).orderBy(asc(w.id));
  },

  /** Test and demo helper: entries of a day in queue order. */
  async ofDay(db: DbOrTx, centreId: string, date: string): Promise<WaitlistRow[]> {
    return db
      .select()
      .from(w)
      .where(and(eq(w.centreId, centreId), eq(w.date, date)))
      .orderBy(asc(w.id));
  },
};
