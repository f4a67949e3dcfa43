import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { centres } from '../centres/schema.ts';
import { users } from '../users/schema.ts';

/** A centre's consultation services (报告解读咨询, 慢病管理咨询, 营养咨询…), each with its doctor. */
export const consultServices = pgTable('consult_services', {
  id: integer('id').primaryKey(),
  centreId: text('centre_id')
    .notNull()
    .references(() => centres.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  doctorName: text('doctor_name').notNull(),
  doctorTitle: text('doctor_title').notNull().default(''),
  /** fen, paid at the centre; 0 is free */
  price: integer('price').notNull().default(0),
  durationMinutes: integer('duration_minutes').notNull(),
  description: text('description').notNull().default(''),
  /** the day's times (HH:mm~HH:mm), the same every day: slot n is the n-th */
  slotTimes: text('slot_times').array().notNull(),
  /** how many people one time takes */
  slotCapacity: integer('slot_capacity').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A service's time on one day with its places, made by the first booking of that time (a time
 * nobody booked has every place). `booked` moves only through one conditional UPDATE, as the
 * schedule's slots do, and the check stops any write that would oversell or go negative.
 */
export const consultSlots = pgTable(
  'consult_slots',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => consultServices.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slotNo: integer('slot_no').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.date, t.slotNo] }),
    check('consult_slots_booked_range', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/** An account's booked consultation, and its one feedback. */
export const consultBookings = pgTable(
  'consult_bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => consultServices.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slotNo: integer('slot_no').notNull(),
    testTime: text('test_time').notNull(),
    /** booked, cancelled, done (marked by the centre) */
    status: text('status').$type<'booked' | 'cancelled' | 'done'>().notNull().default('booked'),
    rating: integer('rating'),
    comment: text('comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consult_bookings_user_idx').on(t.userId),
    check('consult_bookings_rating_range', sql`${t.rating} is null or (${t.rating} between 1 and 5)`),
  ],
);
