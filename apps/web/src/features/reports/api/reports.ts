import { queryOptions } from '@tanstack/react-query';
import { type BodyInputOf, call, type DataOf, recheck, reports } from '@tijian/client';
import type {
  HealthEvaluationWire,
  Recheck,
  ReportDetail,
  ReportRead,
  ReportShare,
  ReportSummary,
  ReportTendency,
} from '@tijian/contract';
import { reportKeys } from './report-keys.ts';

export type {
  HealthEvaluationWire,
  Recheck,
  ReportDetail,
  ReportRead,
  ReportShare,
  ReportSummary,
  ReportTendency,
};
export type FamilyCodeBody = BodyInputOf<typeof reports.sendFamilyReportCode>;
export type LinkFamilyBody = BodyInputOf<typeof reports.linkFamilyReports>;
export type ClaimCodeBody = BodyInputOf<typeof reports.sendReportClaimCode>;
export type ClaimBody = BodyInputOf<typeof reports.claimReports>;

export function reportListOptions() {
  return queryOptions({
    queryKey: reportKeys.list(),
    queryFn: ({ signal }) => call(reports.listReports, undefined, { signal }),
  });
}

export function reportDetailOptions(id: number) {
  return queryOptions({
    queryKey: reportKeys.detail(id),
    queryFn: ({ signal }) => call(reports.getReport, { query: { id } }, { signal }),
  });
}

export function reportTendencyOptions(id: number, code: string | null) {
  return queryOptions({
    queryKey: reportKeys.tendency(id, code),
    queryFn: ({ signal }) =>
      call(reports.getReportTendency, { query: code ? { id, code } : { id } }, { signal }),
  });
}

export function healthEvaluationOptions(id: number) {
  return queryOptions({
    queryKey: reportKeys.health(id),
    queryFn: ({ signal }) => call(reports.getHealthEvaluation, { query: { id } }, { signal }),
  });
}

/** The abnormal values in plain words and the centre's re-check (issue 24, docs/recheck.md). */
export function recheckOptions(id: number) {
  return queryOptions({
    queryKey: reportKeys.recheck(id),
    queryFn: ({ signal }) => call(recheck.getRecheck, { query: { id } }, { signal }),
  });
}

export function sendFamilyCode(body: FamilyCodeBody): Promise<DataOf<typeof reports.sendFamilyReportCode>> {
  return call(reports.sendFamilyReportCode, { body });
}

export function linkFamilyReports(body: LinkFamilyBody): Promise<DataOf<typeof reports.linkFamilyReports>> {
  return call(reports.linkFamilyReports, { body });
}

export async function unlinkFamilyReports(reportId: number): Promise<void> {
  await call(reports.unlinkFamilyReports, { body: { id: reportId } });
}

/** Who read this person's reports: fetched after the report itself, so the read just made is listed. */
export function reportReadsOptions(id: number) {
  return queryOptions({
    queryKey: reportKeys.reads(id),
    queryFn: ({ signal }) => call(reports.listReportReads, { query: { id } }, { signal }),
  });
}

export function reportSharesOptions() {
  return queryOptions({
    queryKey: reportKeys.shares(),
    queryFn: ({ signal }) => call(reports.listReportShares, undefined, { signal }),
  });
}

export function sendClaimCode(body: ClaimCodeBody): Promise<DataOf<typeof reports.sendReportClaimCode>> {
  return call(reports.sendReportClaimCode, { body });
}

export function claimReports(body: ClaimBody): Promise<DataOf<typeof reports.claimReports>> {
  return call(reports.claimReports, { body });
}

export async function withdrawShare(id: number): Promise<void> {
  await call(reports.withdrawReportShare, { body: { id } });
}
