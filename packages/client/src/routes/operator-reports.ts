import type { operatorReports as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const operatorReports = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  operatorPreviewReport: ['POST', '/operator/reports/preview.json'],
  operatorReportForm: ['GET', '/operator/reports/form.json'],
});
