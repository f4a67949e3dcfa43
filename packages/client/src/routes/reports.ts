import type { reports as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const reports = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  claimReports: ['POST', '/assess-service/v1/test_report/claim'],
  getHealthEvaluation: ['GET', '/assess-service/v1/test_report/health'],
  getReport: ['GET', '/assess-service/v1/test_report/detail'],
  getReportTendency: ['GET', '/assess-service/v1/test_report/tendency'],
  linkFamilyReports: ['POST', '/assess-service/v1/family/member/link'],
  listReportReads: ['GET', '/assess-service/v1/test_report/reads'],
  listReportShares: ['GET', '/assess-service/v1/test_report/shares'],
  listReports: ['GET', '/app/system/report.json'],
  operatorPublishReport: ['POST', '/operator/reports.json'],
  sendFamilyReportCode: ['POST', '/assess-service/v1/family/member/code'],
  sendReportClaimCode: ['POST', '/assess-service/v1/test_report/claim/code'],
  unlinkFamilyReports: ['POST', '/assess-service/v1/test_report/deleteReportReceiveRelation'],
  withdrawReportShare: ['POST', '/assess-service/v1/test_report/shares/withdraw'],
});
