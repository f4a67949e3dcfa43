import type { company as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const company = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  companyExportRoster: ['GET', '/company/roster/export.xlsx', 'xlsx'],
  companyGetOverview: ['GET', '/company/overview.json'],
  companyImportRoster: ['POST', '/company/roster/import.json'],
  companyListRoster: ['GET', '/company/roster.json'],
  companyMe: ['GET', '/company/me.json'],
  companyRemindUnbooked: ['POST', '/company/roster/remind.json'],
  companyResults: ['GET', '/company/results.json'],
  companySaveSettings: ['POST', '/company/settings/save.json'],
  operatorListCompanies: ['GET', '/operator/companies.json'],
});
