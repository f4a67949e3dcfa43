import type { StationId, StationMarkState } from '@tijian/domain';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What each station did with a checked-in person (叫号, 完成, 过号): one row per order and station,
 * moved called → done/skipped. No row: not called there yet. Kept by order id only (the orders
 * module owns orders); the centre and day are copied for the station's and the stream's reads.
 */
export const stationMarks = pgTable(
  'station_marks',
  {
    orderId: integer('order_id').notNull(),
    station: text('station').$type<StationId>().notNull(),
    state: text('state').$type<StationMarkState>().notNull(),
    centreId: text('centre_id').notNull(),
    examDate: text('exam_date').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.station] }),
    index('station_marks_day_idx').on(t.centreId, t.examDate),
  ],
);

/**
 * A counter per centre and day, raised in the transaction of every change to that day's queue
 * (check-in, 完成体检, a station's call or mark). Streams in any process poll it: a change made by
 * another process reaches them on PGlite and PostgreSQL alike (docs/exam-day.md).
 */
export const examDayVersions = pgTable(
  'exam_day_versions',
  {
    centreId: text('centre_id').notNull(),
    examDate: text('exam_date').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.examDate] })],
);
