import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, operatorAudit } from '@tijian/client';
import type { AuditPage, AuditRow } from '@tijian/contract';
import { type AuditFilter, auditKeys } from './keys.ts';

export type { AuditPage, AuditRow };

export function listAudit(centreId: string, filter: AuditFilter, signal?: AbortSignal) {
  return call(operatorAudit.operatorListAudit, { query: { sysCenterId: centreId, ...filter } }, { signal });
}

export function auditQueryOptions(centreId: string, filter: AuditFilter) {
  return queryOptions({
    queryKey: auditKeys.list(centreId, filter),
    queryFn: ({ signal }) => listAudit(centreId, filter, signal),
  });
}

/** The centre's audit log, newest first, a page of 20 at a time; the last page stays while the next loads. */
export function useAudit(centreId: string, filter: AuditFilter) {
  return useQuery({ ...auditQueryOptions(centreId, filter), placeholderData: keepPreviousData });
}
