import type { WaitlistStatus } from '@tijian/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

/**
 * People waiting for a full day (候补), in the order they joined: `id` is the queue (a serial, so
 * leaving and joining again puts a person at the back). While an entry is `held`, one place of
 * `slot_no` (and of its items' quotas) is taken in schedule_slots for it: the hold is capacity, taken
 * in the transaction that freed the place and given back by the one that ends the hold.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    centreId: text('centre_id').notNull(),
    centreName: text('centre_name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** the examinee: one active entry per person (ID number) and day, whichever account joined */
    idCardNo: text('id_card_no').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    packageName: text('package_name'),
    /** the submit body as it was when joining (no key, no slot): what the hold books */
    cart: jsonb('cart').$type<Record<string, unknown>>().notNull(),
    /** the plan's checked items: a hold takes their quotas with the place, as a booking would */
    projectIds: jsonb('project_ids').$type<string[]>().notNull(),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    slotNo: integer('slot_no'),
    slotTime: text('slot_time'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** when the hold's notice was handed to the SMS gateway (null: still to send) */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_entries_active_person_day')
      .on(t.idCardNo, t.date)
      .where(sql`${t.status} in ('waiting', 'held')`),
    index('waitlist_entries_queue_idx').on(t.centreId, t.date, t.id).where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
    index('waitlist_entries_user_idx').on(t.userId, t.id),
    check(
      'waitlist_entries_hold_shape',
      sql`${t.status} <> 'held' or (${t.slotNo} is not null and ${t.holdExpiresAt} is not null)`,
    ),
  ],
);

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
