import type { PictureType, ThreadKind } from '@tijian/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { centres } from '../centres/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A person's thread with a centre (在线沟通): a consultation, a health question, a suggestion or a
 * report reading. Each side's unread count is kept on the row, moved in the transaction that adds a
 * message and cleared when that side opens the thread, so lists need no counting.
 */
export const communicationThreads = pgTable(
  'communication_threads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    centreId: text('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ThreadKind>().notNull(),
    /** the report asked about (reportReading), owned by the reports module */
    reportId: integer('report_id'),
    /** the first words asked, or the report's name */
    title: text('title').notNull(),
    /** the person's unread messages of the centre */
    userUnread: integer('user_unread').notNull().default(0),
    /** the centre's unread messages of the person */
    centreUnread: integer('centre_unread').notNull().default(0),
    /** the centre has replied at least once */
    answered: integer('answered').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('communication_threads_user_idx').on(t.userId, t.lastAt),
    index('communication_threads_centre_idx').on(t.centreId, t.lastAt),
    // One consultation per person and centre, one reading per person and report: asking again goes on
    // in the same thread, even when two requests race.
    uniqueIndex('communication_threads_consult_key')
      .on(t.userId, t.centreId)
      .where(sql`${t.kind} = 'consult'`),
    uniqueIndex('communication_threads_report_key')
      .on(t.userId, t.reportId)
      .where(sql`${t.kind} = 'reportReading'`),
  ],
);

/** One message of a thread: words (plain text) and at most one picture, whose bytes are in the file store. */
export const communicationMessages = pgTable(
  'communication_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => communicationThreads.id, { onDelete: 'cascade' }),
    author: text('author').$type<'user' | 'operator'>().notNull(),
    /** the staff member who replied; null for the person's messages */
    operatorId: integer('operator_id'),
    /** what the person sees as the author of a reply: 体检中心医生… */
    authorName: text('author_name').notNull().default(''),
    text: text('text').notNull(),
    /** the picture's key in the file store, or null */
    pictureKey: text('picture_key'),
    pictureType: text('picture_type').$type<PictureType>(),
    pictureBytes: integer('picture_bytes'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('communication_messages_thread_idx').on(t.threadId, t.id)],
);
