import { queryOptions } from '@tanstack/react-query';
import type {
  BodyInputOf,
  HealthEvaluationWire,
  ReportDetail,
  ReportSummary,
  ReportTendency,
  reports,
} from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { reportKeys } from './report-keys.ts';

export type { HealthEvaluationWire, ReportDetail, ReportSummary, ReportTendency };
export type FamilyCodeBody = BodyInputOf<typeof reports.sendFamilyReportCode>;
export type LinkFamilyBody = BodyInputOf<typeof reports.linkFamilyReports>;

export function reportListOptions() {
  return queryOptions({
    queryKey: reportKeys.list(),
    queryFn: ({ signal }) => request<ReportSummary[]>('/app/system/report.json', { signal }),
  });
}

export function reportDetailOptions(id: number) {
  return queryOptions({
    queryKey: reportKeys.detail(id),
    queryFn: ({ signal }) =>
      request<ReportDetail>('/assess-service/v1/test_report/detail', { query: { id }, signal }),
  });
}

export function reportTendencyOptions(id: number, code: string | null) {
  return queryOptions({
    queryKey: reportKeys.tendency(id, code),
    queryFn: ({ signal }) =>
      request<ReportTendency>('/assess-service/v1/test_report/tendency', {
        query: code ? { id, code } : { id },
        signal,
      }),
  });
}

export function healthEvaluationOptions(id: number) {
  return queryOptions({
    queryKey: reportKeys.health(id),
    queryFn: ({ signal }) =>
      request<HealthEvaluationWire>('/assess-service/v1/test_report/health', { query: { id }, signal }),
  });
}

export function sendFamilyCode(body: FamilyCodeBody): Promise<{ countdown: number }> {
  return request<{ countdown: number }>('/assess-service/v1/family/member/code', { method: 'POST', body });
}

export function linkFamilyReports(body: LinkFamilyBody) {
  return request<{ name: string; relation: string; identityCardNo: string; reportCount: number }>(
    '/assess-service/v1/family/member/link',
    { method: 'POST', body },
  );
}

export function unlinkFamilyReports(reportId: number): Promise<null> {
  return request<null>('/assess-service/v1/test_report/deleteReportReceiveRelation', {
    method: 'POST',
    body: { id: reportId },
  });
}
