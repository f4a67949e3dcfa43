import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, reports } from '@tijian/client';
import type { ReportSummary } from '@tijian/contract';
import { communicationKeys } from './communication-keys.ts';

export type { ReportSummary };

/** The reports this person may read (their own and linked family's): each can be sent for a reading. */
export function listReportsToRead(signal?: AbortSignal): Promise<ReportSummary[]> {
  return call(reports.listReports, undefined, { signal, silent: true });
}

export function listReportsToReadQueryOptions() {
  return queryOptions({
    queryKey: communicationKeys.reports(),
    queryFn: ({ signal }) => listReportsToRead(signal),
  });
}

export function useReportsToRead() {
  return useQuery(listReportsToReadQueryOptions());
}
