import type { AuditAction } from '@tijian/contract';

export interface AuditFilter {
  operatorId?: number;
  action?: AuditAction;
  targetType?: string;
  targetId?: string;
  outcome?: 'ok' | 'refused';
  from?: string;
  to?: string;
  page: number;
}

/** Query keys of a centre's audit log. */
export const auditKeys = {
  all: ['operator', 'audit'] as const,
  ofCentre: (centreId: string) => [...auditKeys.all, centreId] as const,
  list: (centreId: string, filter: AuditFilter) => [...auditKeys.ofCentre(centreId), 'list', filter] as const,
};
