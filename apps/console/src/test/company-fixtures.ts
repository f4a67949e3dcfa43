import type { company } from '@tijian/contract';
import { profileOf } from './fixtures.ts';

// Wire shapes of the HR portal (money as plain numbers of fen), as the server's JSON gives them.

/** An HR administrator: an operator account with no role at any centre. */
export const HR_ADMIN = profileOf([], '赵人事');

export const HUAXIN: company.CompanyRef = {
  id: 11,
  code: 'HX2026',
  name: '华信科技有限公司',
  sysCenterId: '00-1',
  sysCenterName: '北京朝阳体检中心',
};

export const MINGDA: company.CompanyRef = {
  id: 12,
  code: 'MD2026',
  name: '明达物流有限公司',
  sysCenterId: '00-16',
  sysCenterName: '上海浦东体检中心',
};

export function settingsOf(overrides: Partial<company.CompanySettings> = {}): company.CompanySettings {
  return {
    windowStart: '2026-12-01',
    windowEnd: '2026-12-31',
    dailyQuota: 30,
    budget: 5_000_000,
    showPrice: false,
    provideInvoice: true,
    allowFamily: false,
    questionnaire: true,
    discountPercent: 85,
    grades: [
      {
        grade: '员工',
        packageId: 'pkg-basic',
        packageName: '入职体检套餐',
        customPrice: 45_000,
        topicPackageIds: [],
      },
    ],
    ...overrides,
  };
}

export function overviewOf(
  ref: company.CompanyRef = HUAXIN,
  overrides: Partial<company.CompanyOverview> = {},
): company.CompanyOverview {
  return {
    ...ref,
    settings: settingsOf(),
    budgetUsed: 1_250_000 as company.CompanyOverview['budgetUsed'],
    counts: { people: 120, invited: 40, booked: 50, examined: 20, reportReady: 10 },
    version: 3,
    ...overrides,
  };
}
