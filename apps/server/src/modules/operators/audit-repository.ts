// The audit log as a centre's manager reads it: the centre's rows, and the rows of its staff's calls
// on their own accounts (which belong to no centre), newest first.
import { and, count, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, operatorCentres, operators } from './schema.ts';

export interface AuditQuery {
  centreId: string;
  operatorId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  outcome?: 'ok' | 'refused' | undefined;
  /** from this instant on */
  since?: Date | undefined;
  /** before this instant */
  until?: Date | undefined;
  limit: number;
  offset: number;
}

export const auditRepository = {
  async page(db: DbOrTx, q: AuditQuery) {
    const staff = db
      .select({ operatorId: operatorCentres.operatorId })
      .from(operatorCentres)
      .where(eq(operatorCentres.centreId, q.centreId));
    const filters: (SQL | undefined)[] = [
      or(
        eq(auditLog.centreId, q.centreId),
        and(isNull(auditLog.centreId), inArray(auditLog.operatorId, staff)),
        // A difference with the provider's bill that names nothing of ours belongs to no centre: the
        // merchant account is shared, so every centre's manager sees it.
        and(isNull(auditLog.centreId), eq(auditLog.action, 'payment.reconcile')),
      ),
      q.operatorId === undefined ? undefined : eq(auditLog.operatorId, q.operatorId),
      q.action === undefined ? undefined : eq(auditLog.action, q.action),
      q.targetType === undefined ? undefined : eq(auditLog.targetType, q.targetType),
      q.targetId === undefined ? undefined : eq(auditLog.targetId, q.targetId),
      q.outcome === undefined
        ? undefined
        : q.outcome === 'ok'
          ? eq(auditLog.outcome, 'ok')
          : ne(auditLog.outcome, 'ok'),
      q.since === undefined ? undefined : gte(auditLog.at, q.since),
      q.until === undefined ? undefined : lt(auditLog.at, q.until),
    ];
    const where = and(...filters);
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          operatorId: auditLog.operatorId,
          operatorName: operators.name,
          operatorUsername: operators.username,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          outcome: auditLog.outcome,
          detail: auditLog.detail,
        })
        .from(auditLog)
        .innerJoin(operators, eq(operators.id, auditLog.operatorId))
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(q.limit)
        .offset(q.offset),
      db
        .select({ n: count() })
        .from(auditLog)
        .innerJoin(operators, eq(operators.id, auditLog.operatorId))
        .where(where),
    ]);
    return { rows, total: Number(counted?.n ?? 0) };
  },
};
