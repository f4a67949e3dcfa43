import type { reports as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const reports = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getHealthEvaluation: ['GET', '/assess-service/v1/test_report/health'],
  getReport: ['GET', '/assess-service/v1/test_report/detail'],
  getReportTendency: ['GET', '/assess-service/v1/test_report/tendency'],
  linkFamilyReports: ['POST', '/assess-service/v1/family/member/link'],
  listReports: ['GET', '/app/system/report.json'],
  operatorPublishReport: ['POST', '/operator/reports.json'],
  sendFamilyReportCode: ['POST', '/assess-service/v1/family/member/code'],
  unlinkFamilyReports: ['POST', '/assess-service/v1/test_report/deleteReportReceiveRelation'],
});
