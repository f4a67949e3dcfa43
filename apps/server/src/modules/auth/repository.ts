import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { imageCodes, partnerLinkUses, sessions, smsCodes } from './schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type SmsCodeRow = typeof smsCodes.$inferSelect;
/**
 * What a code proves: logging in, a family member's consent to link their reports to another account,
 * or control of the phone recorded for an examination (claiming its report).
 */
export type SmsPurpose = 'login' | 'family-report' | 'report-claim' | 'parent-consent';

export const authRepository = {
  async saveImageCode(db: DbOrTx, clientId: string, code: string, expiresAt: Date): Promise<void> {
    await db
      .insert(imageCodes)
      .values({ clientId, code, expiresAt })
      .onConflictDoUpdate({ target: imageCodes.clientId, set: { code, expiresAt } });
  },

  /** Removes and returns the client's image code: whatever the guess, a code is good for one try. */
  async takeImageCode(db: DbOrTx, clientId: string) {
    const [row] = await db.delete(imageCodes).where(eq(imageCodes.clientId, clientId)).returning();
    return row;
  },

  async peekImageCode(db: DbOrTx, clientId: string) {
    const [row] = await db.select().from(imageCodes).where(eq(imageCodes.clientId, clientId));
    return row;
  },

  /** Serialises SMS work for one phone inside the caller's transaction, so two sends cannot both pass the 59 s rule. */
  async lockPhone(tx: DbOrTx, mobilePhone: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobilePhone}`}))`);
  },

  async lastSmsCode(db: DbOrTx, mobilePhone: string): Promise<SmsCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.mobilePhone, mobilePhone))
      .orderBy(desc(smsCodes.sentAt), desc(smsCodes.id))
      .limit(1);
    return row;
  },

  async countSmsSince(db: DbOrTx, by: { mobilePhone: string } | { clientAddress: string }, since: Date) {
    const where =
      'mobilePhone' in by
        ? eq(smsCodes.mobilePhone, by.mobilePhone)
        : eq(smsCodes.clientAddress, by.clientAddress);
    const [row] = await db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(where, gt(smsCodes.sentAt, since)));
    return row?.n ?? 0;
  },

  async insertSmsCode(db: DbOrTx, values: typeof smsCodes.$inferInsert): Promise<void> {
    await db.insert(smsCodes).values(values);
  },

  /**
   * Spends one try of the phone's latest code, in one conditional UPDATE, before the caller compares:
   * only a live, unused code with tries left is counted, so concurrent guesses beyond `maxTries` get
   * nothing back and are never compared. `wrong_tries` counts every spent try, the right one too.
   */
  async spendSmsTry(
    db: DbOrTx,
    mobilePhone: string,
    now: Date,
    maxTries: number,
    purpose: SmsPurpose = 'login',
  ) {
    // Only the latest code of this purpose: a family-link code never logs in, a login code never links.
    const latest = db
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobilePhone, mobilePhone), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.sentAt), desc(smsCodes.id))
      .limit(1);
    const [row] = await db
      .update(smsCodes)
      .set({ wrongTries: sql`${smsCodes.wrongTries} + 1` })
      .where(
        and(
          eq(smsCodes.id, sql`(${latest})`),
          isNull(smsCodes.consumedAt),
          gt(smsCodes.expiresAt, now),
          lt(smsCodes.wrongTries, maxTries),
        ),
      )
      .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash, tries: smsCodes.wrongTries });
    return row;
  },

  /** Marks the code used; false when another request used it first. */
  async consumeSmsCode(db: DbOrTx, id: number): Promise<boolean> {
    const rows = await db
      .update(smsCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id });
    return rows.length === 1;
  },

  /** Records a partner link as used; false when it was used before. */
  async spendPartnerLink(db: DbOrTx, linkHash: string, expiresAt: Date): Promise<boolean> {
    const rows = await db
      .insert(partnerLinkUses)
      .values({ linkHash, expiresAt })
      .onConflictDoNothing()
      .returning({ linkHash: partnerLinkUses.linkHash });
    return rows.length === 1;
  },

  /** Deletes what can never be used again: expired image and SMS codes, used links past expiry, old sessions. */
  async purgeExpired(db: DbOrTx, now: Date, sessionsEndedBefore: Date) {
    const image = await db
      .delete(imageCodes)
      .where(lt(imageCodes.expiresAt, now))
      .returning({ id: imageCodes.clientId });
    const links = await db
      .delete(partnerLinkUses)
      .where(lt(partnerLinkUses.expiresAt, now))
      .returning({ id: partnerLinkUses.linkHash });
    // SMS codes are kept a day past sending: the daily caps count them.
    const sms = await db
      .delete(smsCodes)
      .where(lt(smsCodes.sentAt, new Date(now.getTime() - 24 * 3600_000)))
      .returning({ id: smsCodes.id });
    // Sessions that ended (or whose absolute lifetime passed) before the cut-off; kicked-out sessions
    // are kept until then so a kicked phone still hears "logged in elsewhere".
    const old = await db
      .delete(sessions)
      .where(lt(sessions.createdAt, sessionsEndedBefore))
      .returning({ id: sessions.id });
    return {
      imageCodes: image.length,
      partnerLinks: links.length,
      smsCodes: sms.length,
      sessions: old.length,
    };
  },

  /** Serialises logins of one user, so two at the same moment cannot both stay active. */
  async lockUserSessions(tx: DbOrTx, userId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`session:${userId}`}))`);
  },

  async insertSession(
    db: DbOrTx,
    values: { tokenHash: string; userId: number; clientId: string; now: Date },
  ) {
    const { now, ...rest } = values;
    const [row] = await db
      .insert(sessions)
      .values({ ...rest, createdAt: now, lastUsedAt: now })
      .returning();
    return row!;
  },

  /** Ends every active session of the user except `keepId`. */
  async endUserSessions(db: DbOrTx, userId: number, reason: string, keepId?: number): Promise<number> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.endedAt)];
    if (keepId !== undefined) conditions.push(ne(sessions.id, keepId));
    const rows = await db
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(and(...conditions))
      .returning({ id: sessions.id });
    return rows.length;
  },

  async findSessionByTokenHash(db: DbOrTx, tokenHash: string): Promise<SessionRow | undefined> {
    const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    return row;
  },

  async endSession(db: DbOrTx, id: number, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
  },

  async touchSession(db: DbOrTx, id: number, now: Date): Promise<void> {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
  },
};
