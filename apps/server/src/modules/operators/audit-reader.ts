// A page of a centre's audit log as its manager reads it: each row with who did it, the action in
// Chinese, the outcome, the request as stored (already cleaned when written) and the target's state
// before and after.
import { AUDIT_ACTION_LABELS, type AuditPage, type AuditRow } from '@tijian/contract';
import type { Db } from '../../db/client.ts';
import { auditRepository as repo } from './audit-repository.ts';

/** A centre's day starts at midnight in China (UTC+8, no daylight saving). */
const chinaMidnight = (date: string, plusDays = 0) =>
  new Date(Date.parse(`${date}T00:00:00+08:00`) + plusDays * 86_400_000);

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export interface AuditFilters {
  sysCenterId: string;
  operatorId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  outcome?: 'ok' | 'refused' | undefined;
  /** yyyy-MM-dd, China time, both days included */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

export function createAuditReader({ db }: { db: Db }) {
  return async function page(q: AuditFilters): Promise<AuditPage> {
    const { rows, total } = await repo.page(db, {
      centreId: q.sysCenterId,
      operatorId: q.operatorId,
      action: q.action,
      targetType: q.targetType,
      targetId: q.targetId,
      outcome: q.outcome,
      since: q.from === undefined ? undefined : chinaMidnight(q.from),
      until: q.to === undefined ? undefined : chinaMidnight(q.to, 1),
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    const list = rows.map((r): AuditRow => {
      const { body = null, query = null, before = null, after = null } = r.detail;
      return {
        id: r.id,
        at: r.at.toISOString(),
        operatorId: r.operatorId,
        operatorName: r.operatorName,
        operatorUsername: r.operatorUsername,
        action: r.action,
        actionLabel: AUDIT_ACTION_LABELS[r.action as keyof typeof AUDIT_ACTION_LABELS] ?? r.action,
        targetType: r.targetType,
        targetId: r.targetId,
        outcome: r.outcome === 'ok' ? 'ok' : 'refused',
        // 'error': a fault, not a refusal; its text was never shown to the operator.
        reason: r.outcome === 'ok' ? null : r.outcome === 'error' ? '系统故障' : r.outcome,
        request: { ...(body === null ? {} : { body }), ...(query === null ? {} : { query }) },
        before: asRecord(before),
        after: asRecord(after),
      };
    });
    return { list, total, page: q.page, pageSize: q.pageSize };
  };
}
