import type { StationId, StationMark, StationMarkState } from '@tijian/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { examDayVersions, stationMarks } from './schema.ts';

export interface Day {
  centreId: string;
  examDate: string;
}

export const examDayRepository = {
  /** The marks of these orders, by order. */
  async marksOf(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, StationMark[]>> {
    const byOrder = new Map<number, StationMark[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(stationMarks)
      .where(inArray(stationMarks.orderId, [...orderIds]));
    for (const r of rows) {
      const mark = { station: r.station, state: r.state, at: r.at.getTime() };
      const list = byOrder.get(r.orderId);
      if (list) list.push(mark);
      else byOrder.set(r.orderId, [mark]);
    }
    return byOrder;
  },

  /** Serialises the day's queue changes: the version row locked (made when missing), then raised. */
  async lockDay(tx: Tx, day: Day): Promise<void> {
    await tx
      .insert(examDayVersions)
      .values({ ...day, version: 0 })
      .onConflictDoNothing();
    await tx
      .select({ v: examDayVersions.version })
      .from(examDayVersions)
      .where(and(eq(examDayVersions.centreId, day.centreId), eq(examDayVersions.examDate, day.examDate)))
      .for('update');
  },

  async bump(tx: Tx, day: Day): Promise<void> {
    await tx
      .insert(examDayVersions)
      .values({ ...day, version: 1 })
      .onConflictDoUpdate({
        target: [examDayVersions.centreId, examDayVersions.examDate],
        set: { version: sql`${examDayVersions.version} + 1` },
      });
  },

  /**
   * Called: a new row, or nothing when the station already has one for the order (another nurse
   * called them first). done/skipped: only from called.
   */
  async mark(
    tx: Tx,
    m: Day & { orderId: number; station: StationId; state: StationMarkState; at: Date },
  ): Promise<boolean> {
    if (m.state === 'called') {
      const made = await tx
        .insert(stationMarks)
        .values(m)
        .onConflictDoNothing()
        .returning({ o: stationMarks.orderId });
      return made.length > 0;
    }
    const moved = await tx
      .update(stationMarks)
      .set({ state: m.state, at: m.at })
      .where(
        and(
          eq(stationMarks.orderId, m.orderId),
          eq(stationMarks.station, m.station),
          eq(stationMarks.state, 'called'),
        ),
      )
      .returning({ o: stationMarks.orderId });
    return moved.length > 0;
  },

  /** The versions of these days (a missing row is version 0). */
  async versions(db: DbOrTx, days: readonly Day[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    if (days.length === 0) return found;
    const rows = await db
      .select()
      .from(examDayVersions)
      .where(
        or(
          ...days.map((d) =>
            and(eq(examDayVersions.centreId, d.centreId), eq(examDayVersions.examDate, d.examDate)),
          ),
        ),
      );
    for (const r of rows) found.set(dayKey(r), r.version);
    return found;
  },
};

export const dayKey = (d: Day) => `${d.centreId}|${d.examDate}`;
