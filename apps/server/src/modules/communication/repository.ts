import type { ThreadKind } from '@tijian/domain';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { communicationMessages, communicationThreads } from './schema.ts';

export type ThreadRow = typeof communicationThreads.$inferSelect;
export type MessageRow = typeof communicationMessages.$inferSelect;
export type NewMessage = Omit<typeof communicationMessages.$inferInsert, 'id'>;

/** A thread with its latest message, as lists show it. */
export type ThreadWithLast = ThreadRow & { last: MessageRow | null };

const LIST_LIMIT = 200;

async function withLast(db: DbOrTx, rows: ThreadRow[]): Promise<ThreadWithLast[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // The latest message of each thread, in one query.
  const lasts = await db
    .selectDistinctOn([communicationMessages.threadId])
    .from(communicationMessages)
    .where(inArray(communicationMessages.threadId, ids))
    .orderBy(communicationMessages.threadId, desc(communicationMessages.id));
  const byThread = new Map(lasts.map((m) => [m.threadId, m]));
  return rows.map((r) => ({ ...r, last: byThread.get(r.id) ?? null }));
}

export const communicationRepository = {
  /** A person's threads (of one kind, or only answered ones), unread first, then the latest. */
  async threadsOfUser(
    db: DbOrTx,
    userId: number,
    filter: { kind?: ThreadKind; answered?: boolean },
  ): Promise<ThreadWithLast[]> {
    const rows = await db
      .select()
      .from(communicationThreads)
      .where(
        and(
          eq(communicationThreads.userId, userId),
          filter.kind ? eq(communicationThreads.kind, filter.kind) : undefined,
          filter.answered ? eq(communicationThreads.answered, 1) : undefined,
        ),
      )
      .orderBy(
        desc(gt(communicationThreads.userUnread, 0)),
        desc(communicationThreads.lastAt),
        desc(communicationThreads.id),
      )
      .limit(LIST_LIMIT);
    return withLast(db, rows);
  },

  /** A centre's threads, those with unread messages of the person first, then the latest. */
  async threadsOfCentre(db: DbOrTx, centreId: string): Promise<ThreadWithLast[]> {
    const rows = await db
      .select()
      .from(communicationThreads)
      .where(eq(communicationThreads.centreId, centreId))
      .orderBy(
        desc(gt(communicationThreads.centreUnread, 0)),
        desc(communicationThreads.lastAt),
        desc(communicationThreads.id),
      )
      .limit(LIST_LIMIT);
    return withLast(db, rows);
  },

  async findThread(db: DbOrTx, id: number): Promise<ThreadRow | undefined> {
    const [row] = await db.select().from(communicationThreads).where(eq(communicationThreads.id, id));
    return row;
  },

  /** The thread row locked for a new message (its counts move with it). */
  async lockThread(db: DbOrTx, id: number): Promise<ThreadRow | undefined> {
    const [row] = await db
      .select()
      .from(communicationThreads)
      .where(eq(communicationThreads.id, id))
      .for('update');
    return row;
  },

  async findConsult(db: DbOrTx, userId: number, centreId: string): Promise<ThreadRow | undefined> {
    const [row] = await db
      .select()
      .from(communicationThreads)
      .where(
        and(
          eq(communicationThreads.userId, userId),
          eq(communicationThreads.centreId, centreId),
          eq(communicationThreads.kind, 'consult'),
        ),
      );
    return row;
  },

  async findReading(db: DbOrTx, userId: number, reportId: number): Promise<ThreadRow | undefined> {
    const [row] = await db
      .select()
      .from(communicationThreads)
      .where(
        and(
          eq(communicationThreads.userId, userId),
          eq(communicationThreads.reportId, reportId),
          eq(communicationThreads.kind, 'reportReading'),
        ),
      );
    return row;
  },

  /** A new thread, or undefined when its one-per-centre (or per-report) place was taken meanwhile. */
  async insertThread(
    db: DbOrTx,
    row: Omit<typeof communicationThreads.$inferInsert, 'id'>,
  ): Promise<ThreadRow | undefined> {
    const [created] = await db.insert(communicationThreads).values(row).onConflictDoNothing().returning();
    return created;
  },

  messagesOf: (db: DbOrTx, threadId: number): Promise<MessageRow[]> =>
    db
      .select()
      .from(communicationMessages)
      .where(eq(communicationMessages.threadId, threadId))
      .orderBy(asc(communicationMessages.id)),

  /** Adds a message and moves the thread: its time, and the other side's unread count. */
  async addMessage(db: DbOrTx, message: NewMessage): Promise<MessageRow> {
    const [row] = await db.insert(communicationMessages).values(message).returning();
    const fromUser = message.author === 'user';
    await db
      .update(communicationThreads)
      .set({
        lastAt: message.sentAt,
        ...(fromUser
          ? { centreUnread: sql`${communicationThreads.centreUnread} + 1` }
          : { userUnread: sql`${communicationThreads.userUnread} + 1`, answered: 1 }),
      })
      .where(eq(communicationThreads.id, message.threadId));
    return row!;
  },

  async markRead(db: DbOrTx, threadId: number, side: 'user' | 'centre'): Promise<void> {
    await db
      .update(communicationThreads)
      .set(side === 'user' ? { userUnread: 0 } : { centreUnread: 0 })
      .where(eq(communicationThreads.id, threadId));
  },

  /** For the demo seed: a thread's counts as its story says. */
  async setUnread(db: DbOrTx, threadId: number, counts: { userUnread: number; centreUnread: number }) {
    await db.update(communicationThreads).set(counts).where(eq(communicationThreads.id, threadId));
  },

  async findPicture(db: DbOrTx, messageId: number) {
    const [row] = await db
      .select({ message: communicationMessages, thread: communicationThreads })
      .from(communicationMessages)
      .innerJoin(communicationThreads, eq(communicationThreads.id, communicationMessages.threadId))
      .where(eq(communicationMessages.id, messageId));
    return row;
  },

  /** Whether the demo seed already wrote this account's threads. */
  async hasThreads(db: DbOrTx, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: communicationThreads.id })
      .from(communicationThreads)
      .where(eq(communicationThreads.userId, userId))
      .limit(1);
    return row !== undefined;
  },
};
