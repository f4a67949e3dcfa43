import type { NoticeKind } from '@tijian/domain';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

export type NoticeChannel = 'sms' | 'wechat';
/**
 * pending: waiting for its time; sending: a worker claimed it (a claim older than the lease is taken
 * again, so a worker that died does not lose it); sent; skipped: nothing to send any more (the order
 * moved, the person turned the notice off, no channel can carry it); failed: gave up after retries.
 */
export type NoticeStatus = 'pending' | 'sending' | 'sent' | 'skipped' | 'failed';
/**
 * examinee: the phone recorded for the examination; booker: the account that booked, for a family
 * member who consented to be booked for through it (parent_consents, issue 24).
 */
export type NoticeRecipient = 'examinee' | 'booker';

/**
 * One notice to one person, written once per key (examEve:<order>:<date>, reportReady:<order>,
 * recheck:<report>), so
 * planning it again, from any number of processes, never makes a second one.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<NoticeKind>().notNull(),
    key: text('key').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    recipient: text('recipient').$type<NoticeRecipient>().notNull().default('examinee'),
    /**
     * the exam day it was planned for (examEve): sent only while the order is still on it; for a
     * re-check reminder, the day the report advised re-checking
     */
    examDate: text('exam_date'),
    /** the items a re-check reminder proposes: once one is booked at the centre, it is not sent */
    projectIds: jsonb('project_ids').$type<string[]>(),
    status: text('status').$type<NoticeStatus>().notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    channel: text('channel').$type<NoticeChannel>(),
    /** the text sent (the name masked), or why it was skipped or failed */
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_due_idx').on(t.status, t.dueAt), index('notices_order_idx').on(t.orderId)],
);

/** The notices a person turned off; no row: all on. */
export const noticeSettings = pgTable('notice_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  examEve: boolean('exam_eve').notNull().default(true),
  reportReady: boolean('report_ready').notNull().default(true),
  recheck: boolean('recheck').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NoticeRow = typeof notices.$inferSelect;
