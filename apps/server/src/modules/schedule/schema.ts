import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { centres } from '../centres/schema.ts';

/**
 * The days a centre publishes for booking (dates in Asia/Shanghai). A day without a row is outside
 * the bookable range; a rest day has no slots.
 */
export const scheduleDays = pgTable(
  'schedule_days',
  {
    centreId: text('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    rest: integer('rest').notNull().default(0),
    /** what the calendar says about the day (a holiday's name); empty for an ordinary day */
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.date] })],
);

/**
 * The time slots of a day with their places. `booked` only moves through one conditional UPDATE
 * (`booked < capacity`), and the check constraints stop any write that would oversell or go negative.
 */
export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    centreId: text('centre_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    slotNo: integer('slot_no').notNull(),
    /** HH:mm~HH:mm */
    testTime: text('test_time').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.centreId, t.date, t.slotNo] }),
    check('schedule_slots_booked_range', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/**
 * Items a centre can do only so many times a day (endoscopy, CT). `quota` is the share of the day
 * opened to online booking and `booked` what online bookings took of it; `capacity` is everything the
 * item can take that day across every channel, `bookedElsewhere` what phone and company bookings took.
 * The calendar says 限约 (code limited) when the online quota is used up while the centre still has
 * places by other channels, and 满约 (code full) when the item has no place left at all that day.
 */
export const scheduleItemQuotas = pgTable(
  'schedule_item_quotas',
  {
    centreId: text('centre_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    projectId: text('project_id').notNull(),
    quota: integer('quota').notNull(),
    booked: integer('booked').notNull().default(0),
    capacity: integer('capacity').notNull(),
    bookedElsewhere: integer('booked_elsewhere').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.centreId, t.date, t.projectId] }),
    check('schedule_item_quotas_booked_range', sql`${t.booked} >= 0 and ${t.booked} <= ${t.quota}`),
  ],
);
