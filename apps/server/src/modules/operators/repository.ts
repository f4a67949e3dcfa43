import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  auditLog,
  type OperatorRole,
  type OperatorSessionPurpose,
  operatorCentreSettings,
  operatorCentres,
  operatorSessions,
  operators,
  operatorTotp,
} from './schema.ts';

const SYSTEM_USERNAME = 'system:jobs';

export interface AuditEntry {
  operatorId: number;
  centreId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  detail?: Record<string, unknown>;
  outcome?: string;
  at: Date;
}

/** A session not ended, not past its end, and used since `idleSince`. */
const liveSessionWhere = (tokenHash: string, now: Date, idleSince: Date) =>
  and(
    eq(operatorSessions.tokenHash, tokenHash),
    eq(operatorSessions.purpose, 'session'),
    isNull(operatorSessions.endedAt),
    gt(operatorSessions.expiresAt, now),
    gt(operatorSessions.lastSeenAt, idleSince),
  );

export const operatorsRepository = {
  async byUsername(db: DbOrTx, username: string) {
    const [row] = await db.select().from(operators).where(eq(operators.username, username)).limit(1);
    return row;
  },

  async byId(db: DbOrTx, id: number) {
    const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
    return row;
  },

  /** The operator's roles still in force, per centre, and whether that centre requires TOTP. */
  async rolesOf(db: DbOrTx, operatorId: number) {
    return db
      .select({
        centreId: operatorCentres.centreId,
        role: operatorCentres.role,
        requireTotp: sql<boolean>`coalesce(${operatorCentreSettings.requireTotp}, false)`,
      })
      .from(operatorCentres)
      .leftJoin(operatorCentreSettings, eq(operatorCentreSettings.centreId, operatorCentres.centreId))
      .where(and(eq(operatorCentres.operatorId, operatorId), isNull(operatorCentres.disabledAt)))
      .orderBy(operatorCentres.centreId);
  },

  /** Creates or updates an operator and sets its centres (seed and tests). */
  async upsert(
    db: DbOrTx,
    input: {
      username: string;
      name: string;
      passwordHash: string;
      centres: { centreId: string; role: OperatorRole }[];
    },
  ): Promise<number> {
    const [row] = await db
      .insert(operators)
      .values({ username: input.username, name: input.name, passwordHash: input.passwordHash })
      .onConflictDoUpdate({ target: operators.username, set: { name: input.name } })
      .returning({ id: operators.id });
    const id = row!.id;
    for (const c of input.centres) {
      await db
        .insert(operatorCentres)
        .values({ operatorId: id, centreId: c.centreId, role: c.role })
        .onConflictDoUpdate({
          target: [operatorCentres.operatorId, operatorCentres.centreId],
          set: { role: c.role },
        });
    }
    return id;
  },

  async setPassword(db: DbOrTx, id: number, passwordHash: string) {
    await db.update(operators).set({ passwordHash }).where(eq(operators.id, id));
  },

  async signedIn(db: DbOrTx, id: number, at: Date) {
    await db.update(operators).set({ lastLoginAt: at }).where(eq(operators.id, id));
  },

  async insertSession(
    db: DbOrTx,
    input: {
      tokenHash: string;
      operatorId: number;
      purpose: OperatorSessionPurpose;
      createdAt: Date;
      expiresAt: Date;
    },
  ) {
    await db.insert(operatorSessions).values({ ...input, lastSeenAt: input.createdAt });
  },

  /** A live session (not ended, not past its end, used since `idleSince`): its operator and last use. */
  async liveSession(db: DbOrTx, tokenHash: string, now: Date, idleSince: Date) {
    const [row] = await db
      .select({ operatorId: operatorSessions.operatorId, lastSeenAt: operatorSessions.lastSeenAt })
      .from(operatorSessions)
      .where(liveSessionWhere(tokenHash, now, idleSince))
      .limit(1);
    return row;
  },

  /**
   * The operator of a live session (not ended, not past its end, used since `idleSince`), marking it
   * used now: one statement, so two calls at once cannot both revive a session that just went idle.
   */
  async touchSession(db: DbOrTx, tokenHash: string, now: Date, idleSince: Date) {
    const [row] = await db
      .update(operatorSessions)
      .set({ lastSeenAt: now })
      .where(liveSessionWhere(tokenHash, now, idleSince))
      .returning({ operatorId: operatorSessions.operatorId });
    return row;
  },

  async liveChallenge(db: DbOrTx, tokenHash: string, now: Date) {
    const [row] = await db
      .select({ operatorId: operatorSessions.operatorId })
      .from(operatorSessions)
      .where(
        and(
          eq(operatorSessions.tokenHash, tokenHash),
          eq(operatorSessions.purpose, 'challenge'),
          isNull(operatorSessions.endedAt),
          gt(operatorSessions.expiresAt, now),
        ),
      )
      .limit(1);
    return row;
  },

  /** Ends a session or challenge; false when it had already ended (another call used it first). */
  async endSession(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
    const ended = await db
      .update(operatorSessions)
      .set({ endedAt: now })
      .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.endedAt)))
      .returning({ id: operatorSessions.id });
    return ended.length > 0;
  },

  /** Ends every session of the operator but the one kept (its token's hash), if any. */
  async endSessionsOf(db: DbOrTx, operatorId: number, now: Date, keep?: string) {
    await db
      .update(operatorSessions)
      .set({ endedAt: now })
      .where(
        and(
          eq(operatorSessions.operatorId, operatorId),
          isNull(operatorSessions.endedAt),
          keep === undefined ? undefined : ne(operatorSessions.tokenHash, keep),
        ),
      );
  },

  async totpOf(db: DbOrTx, operatorId: number) {
    const [row] = await db
      .select()
      .from(operatorTotp)
      .where(eq(operatorTotp.operatorId, operatorId))
      .limit(1);
    return row;
  },

  /** A new secret waiting for its first code; replaces an earlier one never confirmed. */
  async setPendingTotp(db: DbOrTx, operatorId: number, secret: string, now: Date): Promise<boolean> {
    const rows = await db
      .insert(operatorTotp)
      .values({ operatorId, secret, createdAt: now })
      .onConflictDoUpdate({
        target: operatorTotp.operatorId,
        set: { secret, confirmedAt: null, lastCounter: null, createdAt: now },
        where: isNull(operatorTotp.confirmedAt),
      })
      .returning({ operatorId: operatorTotp.operatorId });
    return rows.length > 0;
  },

  /**
   * Takes a code's time step as used: only when it is later than the last one accepted, so a code
   * (or an earlier one) is never accepted twice. False when it was.
   */
  async useTotpStep(db: DbOrTx, operatorId: number, step: number): Promise<boolean> {
    const rows = await db
      .update(operatorTotp)
      .set({ lastCounter: step })
      .where(
        and(
          eq(operatorTotp.operatorId, operatorId),
          or(isNull(operatorTotp.lastCounter), lt(operatorTotp.lastCounter, step)),
        ),
      )
      .returning({ operatorId: operatorTotp.operatorId });
    return rows.length > 0;
  },

  async confirmTotp(db: DbOrTx, operatorId: number, now: Date) {
    await db
      .update(operatorTotp)
      .set({ confirmedAt: now })
      .where(and(eq(operatorTotp.operatorId, operatorId), isNull(operatorTotp.confirmedAt)));
  },

  async removeTotp(db: DbOrTx, operatorId: number) {
    await db.delete(operatorTotp).where(eq(operatorTotp.operatorId, operatorId));
  },

  /**
   * The account the jobs' audit rows name (the daily reconciliation, a refund left for staff): made
   * on first use. Its username has a colon, which no staff account may (so none can take its name),
   * its password hash verifies nothing, it is closed and holds no centre: nobody signs in as it.
   */
  async systemOperatorId(db: DbOrTx): Promise<number> {
    const [made] = await db
      .insert(operators)
      .values({ username: SYSTEM_USERNAME, name: '系统', passwordHash: '!', disabledAt: new Date(0) })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (made) return made.id;
    const [found] = await db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.username, SYSTEM_USERNAME));
    return found!.id;
  },

  async insertAudit(db: DbOrTx, entry: AuditEntry) {
    await db.insert(auditLog).values({
      operatorId: entry.operatorId,
      centreId: entry.centreId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      detail: entry.detail ?? {},
      outcome: entry.outcome ?? 'ok',
      at: entry.at,
    });
  },

  /**
   * An audit row that does not wait for the disk (synchronous_commit off, this transaction only):
   * the row is lost only if PostgreSQL itself crashes within the next fraction of a second. For the
   * rows of reads, whose fsync was a third of a desk list's time.
   */
  async insertAuditUnsynced(db: Db, entry: AuditEntry) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit to off`);
      await operatorsRepository.insertAudit(tx, entry);
    });
  },

  async auditOf(db: DbOrTx, targetType: string, targetId: string) {
    return db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
      .orderBy(auditLog.id);
  },
};
