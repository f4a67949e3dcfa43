import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, type OperatorRole, operatorCentres, operatorSessions, operators } from './schema.ts';

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

export const operatorsRepository = {
  async byUsername(db: DbOrTx, username: string) {
    const [row] = await db.select().from(operators).where(eq(operators.username, username)).limit(1);
    return row;
  },

  async byId(db: DbOrTx, id: number) {
    const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
    return row;
  },

  /** The operator's role per centre; a centre's name is the centres module's to tell. */
  async rolesOf(db: DbOrTx, operatorId: number) {
    return db
      .select({ centreId: operatorCentres.centreId, role: operatorCentres.role })
      .from(operatorCentres)
      .where(eq(operatorCentres.operatorId, operatorId))
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

  async insertSession(
    db: DbOrTx,
    input: { tokenHash: string; operatorId: number; createdAt: Date; expiresAt: Date },
  ) {
    await db.insert(operatorSessions).values(input);
  },

  async liveSession(db: DbOrTx, tokenHash: string, now: Date) {
    const [row] = await db
      .select({ operatorId: operatorSessions.operatorId, expiresAt: operatorSessions.expiresAt })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, tokenHash),
          isNull(operatorSessions.endedAt),
          gt(operatorSessions.expiresAt, now),
          isNull(operators.disabledAt),
        ),
      )
      .limit(1);
    return row;
  },

  async endSession(db: DbOrTx, tokenHash: string, now: Date) {
    await db
      .update(operatorSessions)
      .set({ endedAt: now })
      .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.endedAt)));
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

  async auditOf(db: DbOrTx, targetType: string, targetId: string) {
    return db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
      .orderBy(auditLog.id);
  },
};
