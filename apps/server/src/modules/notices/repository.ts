// The notices table: written once per key, claimed by workers with SKIP LOCKED so two processes never
// take the same row, and a claim whose worker died is taken again after its lease.
import type { NoticeKind } from '@tijian/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type NoticeChannel,
  type NoticeRecipient,
  type NoticeRow,
  noticeSettings,
  notices,
} from './schema.ts';

export interface NewNotice {
  kind: NoticeKind;
  key: string;
  userId: number;
  orderId: number;
  examDate: string | null;
  dueAt: Date;
  /** recheck: the items it proposes */
  projectIds?: string[];
  /** when it was planned, by the server's clock (the database's time otherwise) */
  createdAt?: Date;
  /** examinee when absent */
  recipient?: NoticeRecipient;
}

export interface NoticeSettingsRow {
  examEve: boolean;
  reportReady: boolean;
  recheck: boolean;
}

export const noticesRepository = {
  /** Writes the notices not written yet (by key); answers how many were new. */
  async plan(db: DbOrTx, rows: readonly NewNotice[]): Promise<number> {
    if (rows.length === 0) return 0;
    const written = await db
      .insert(notices)
      .values([...rows])
      .onConflictDoNothing({ target: notices.key })
      .returning({ id: notices.id });
    return written.length;
  },

  /**
   * Takes up to `limit` notices due by `now` (or claimed longer than `leaseMs` ago by a worker that
   * did not finish), marking them sending. Rows another worker holds at this moment are skipped.
   * The two kinds are looked up apart, each along notices_due_idx in order: one condition with an OR
   * would read and sort every due notice of the evening (82,000) at each claim.
   */
  async claim(db: DbOrTx, now: Date, leaseMs: number, limit: number): Promise<NoticeRow[]> {
    const staleBefore = new Date(now.getTime() - leaseMs).toISOString();
    const picked = sql`with stale as (select ${notices.id} from ${notices}
        where ${notices.status} = 'sending' and ${notices.claimedAt} < ${staleBefore}::timestamptz
        order by ${notices.dueAt} limit ${limit} for update skip locked),
      due as (select ${notices.id} from ${notices}
        where ${notices.status} = 'pending' and ${notices.dueAt} <= ${now.toISOString()}::timestamptz
        order by ${notices.dueAt} limit ${limit} for update skip locked)
      select id from (select id from stale union all select id from due) picked limit ${limit}`;
    return db
      .update(notices)
      .set({ status: 'sending', claimedAt: now, attempts: sql`${notices.attempts} + 1` })
      .where(sql`${notices.id} in (${picked})`)
      .returning();
  },

  /** Ends a claimed notice; only the claim that holds it may (a lease taken over meanwhile wins). */
  async finish(
    db: DbOrTx,
    row: Pick<NoticeRow, 'id' | 'claimedAt'>,
    end: { status: 'sent' | 'skipped' | 'failed'; at: Date; channel?: NoticeChannel; detail: string },
  ): Promise<boolean> {
    const done = await db
      .update(notices)
      .set({
        status: end.status,
        sentAt: end.status === 'sent' ? end.at : null,
        channel: end.channel ?? null,
        detail: end.detail,
      })
      .where(
        and(eq(notices.id, row.id), eq(notices.status, 'sending'), eq(notices.claimedAt, row.claimedAt!)),
      )
      .returning({ id: notices.id });
    return done.length === 1;
  },

  /**
   * finish() for a batch, in one statement: each row ends only if its claim still holds it, so a
   * notice whose lease another sender took over meanwhile is left to that sender. Answers how many ended.
   */
  async finishMany(
    db: DbOrTx,
    ends: readonly (Pick<NoticeRow, 'id' | 'claimedAt'> & {
      status: 'sent' | 'skipped' | 'failed';
      at: Date;
      channel?: NoticeChannel;
      detail: string;
    })[],
  ): Promise<number> {
    if (ends.length === 0) return 0;
    // One JSON parameter rather than arrays: PGlite and node-postgres read it alike.
    const batch = JSON.stringify(
      ends.map((e) => ({
        id: e.id,
        claimed_at: e.claimedAt!.toISOString(),
        status: e.status,
        sent_at: e.status === 'sent' ? e.at.toISOString() : null,
        channel: e.channel ?? null,
        detail: e.detail,
      })),
    );
    const done = (await db.execute(sql`update ${notices} set
        status = v.status, sent_at = v.sent_at, channel = v.channel, detail = v.detail
      from json_to_recordset(${batch}::json)
        as v(id int, claimed_at timestamptz, status text, sent_at timestamptz, channel text, detail text)
      where ${notices.id} = v.id and ${notices.status} = 'sending' and ${notices.claimedAt} = v.claimed_at
      returning ${notices.id}`)) as { rows: unknown[] };
    return done.rows.length;
  },

  /** How many notices are due now (as claim() would take them), counting no further than `cap`. */
  async countDue(db: DbOrTx, now: Date, leaseMs: number, cap: number): Promise<number> {
    const staleBefore = new Date(now.getTime() - leaseMs).toISOString();
    // Apart, as in claim(), so each count walks notices_due_idx.
    const result = (await db.execute(sql`select
      (select count(*) from (select 1 from ${notices} where ${notices.status} = 'pending'
        and ${notices.dueAt} <= ${now.toISOString()}::timestamptz limit ${cap}) due)::int
      + (select count(*) from (select 1 from ${notices} where ${notices.status} = 'sending'
        and ${notices.claimedAt} < ${staleBefore}::timestamptz limit ${cap}) stale)::int as n`)) as {
      rows: { n: number }[];
    };
    return Number(result.rows[0]?.n ?? 0);
  },

  /** Puts a notice that could not be sent back in line for later. */
  async retryAt(db: DbOrTx, row: Pick<NoticeRow, 'id' | 'claimedAt'>, dueAt: Date, detail: string) {
    await db
      .update(notices)
      .set({ status: 'pending', dueAt, claimedAt: null, detail })
      .where(
        and(eq(notices.id, row.id), eq(notices.status, 'sending'), eq(notices.claimedAt, row.claimedAt!)),
      );
  },

  async ofOrder(db: DbOrTx, orderId: number): Promise<NoticeRow[]> {
    return db.select().from(notices).where(eq(notices.orderId, orderId)).orderBy(notices.id);
  },

  async settings(db: DbOrTx, userId: number): Promise<NoticeSettingsRow | null> {
    const [row] = await db
      .select({
        examEve: noticeSettings.examEve,
        reportReady: noticeSettings.reportReady,
        recheck: noticeSettings.recheck,
      })
      .from(noticeSettings)
      .where(eq(noticeSettings.userId, userId));
    return row ?? null;
  },

  /** The users among these who turned this notice off. */
  async turnedOff(db: DbOrTx, kind: NoticeKind, userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const column = noticeSettings[kind];
    const rows = await db
      .select({ userId: noticeSettings.userId })
      .from(noticeSettings)
      .where(and(inArray(noticeSettings.userId, [...userIds]), eq(column, false)));
    return new Set(rows.map((r) => r.userId));
  },

  async saveSettings(db: DbOrTx, userId: number, settings: NoticeSettingsRow, at: Date) {
    await db
      .insert(noticeSettings)
      .values({ userId, ...settings, updatedAt: at })
      .onConflictDoUpdate({ target: noticeSettings.userId, set: { ...settings, updatedAt: at } });
  },
};
