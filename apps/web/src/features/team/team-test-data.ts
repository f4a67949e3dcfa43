// Test helper (imported by tests only): a company check-up place as the server answers it.
import type { ProjectData } from '@tijian/contract';
import { type Fen, fen } from '@tijian/domain';
import { project } from '@tijian/domain/testing';
import type { TeamDay } from './api/get-team-dates.ts';
import type { TeamOrderRules } from './api/get-team-order-rules.ts';
import type { TeamMembership } from './api/list-team-memberships.ts';
import type { TeamOrderSummary } from './api/list-team-orders.ts';
import { useTeamDraft } from './store.ts';

export const CENTRE = '00-5';

export const MEMBERSHIP: TeamMembership = {
  memberId: 7,
  companyName: '华信科技有限公司',
  companyCode: 'HX2026',
  sysCenterId: CENTRE,
  sysCenterName: '阳光体检中心',
  name: '张*',
  packageName: '员工年度体检套餐',
  windowStart: '2026-12-01',
  windowEnd: '2026-12-31',
  state: 'invited',
  stateName: '待预约',
  orderId: null,
};

/** Prices hidden by the company; topic package T-HEART is the company's, T-CANCER the employee's choice. */
export const RULES: TeamOrderRules = {
  id: 7,
  stateCode: 'order_confirm',
  companyName: '华信科技有限公司',
  sysCenterId: CENTRE,
  sysCenterName: '阳光体检中心',
  person: {
    name: '张*',
    identityCardNo: '110***********1234',
    phone: '138****5678',
    grade: '经理',
    department: '研发部',
  },
  packageId: 'P-STAFF',
  packageName: '员工年度体检套餐',
  testPackage: [
    { projectId: 'BLOOD', item: '血常规', price: null, fasting: 0 },
    { projectId: 'LIVER', item: '肝功能', price: null, fasting: 1 },
  ],
  customPrice: null,
  topicPackageId: ['T-HEART'],
  topicPackageList: [
    {
      id: 'T-HEART',
      name: '心脑血管专项',
      price: fen(30000),
      items: [{ projectId: 'ECG', item: '心电图', price: null, fasting: 0 }],
    },
    {
      id: 'T-CANCER',
      name: '肿瘤筛查专项',
      price: fen(20000),
      items: [{ projectId: 'AFP', item: '甲胎蛋白', price: null, fasting: 0 }],
    },
  ],
  config: { discountUnit: 'percent', discountUser: 85 },
  showPrice: false,
  provideInvoice: true,
  allowFamily: true,
  questionnaire: false,
  windowStart: '2026-12-01',
  windowEnd: '2026-12-31',
  orderId: null,
};

/** The centre's items: the package's (not offered again) and two extras. */
export const PROJECT_DATA: ProjectData = {
  projectList: [
    project('BLOOD', '血常规', 2000),
    project('LIVER', '肝功能', 5000),
    project('ECG', '心电图', 3000),
    project('CT', '胸部CT', 12345),
    project('TCD', '经颅多普勒', 9900),
    project('HIDDEN', '不展示的项目', 100, { visible: 0 }),
  ],
  projectClassList: [],
  projectListTree: [],
  materialList: [],
  showPrice: '1',
  materialFeeProjectId: null,
};

export const DAYS: TeamDay[] = [
  { testDate: '2026-12-01', code: '000', desc: '可预约', quotaLeft: 0 },
  { testDate: '2026-12-02', code: '010', desc: '已满', quotaLeft: 3 },
  { testDate: '2026-12-03', code: '000', desc: '可预约', quotaLeft: 5 },
];

export const ORDER: TeamOrderSummary = {
  orderId: 501,
  orderNo: 'T202612030001',
  memberId: 7,
  companyName: '华信科技有限公司',
  sysCenterName: '阳光体检中心',
  name: '张*',
  packageName: '员工年度体检套餐',
  boExaminationDate: '2026-12-03',
  boExaminationTime: '08:00~08:30',
  status: 'order_hospital_examination',
  statusName: '待体检',
  selfPay: 0 as Fen,
  companyPay: null,
};

/** A fresh team draft on the place of RULES, as 确认信息 leaves it. */
export function draftAt(memberId = RULES.id) {
  sessionStorage.clear();
  useTeamDraft.setState({
    memberId,
    familyMemberId: null,
    familyName: null,
    marryStateCode: 'married',
    topicPackageIds: [],
    extraProjectIds: [],
    instanceId: null,
    recommendedIds: [],
    date: null,
    slotNo: null,
    slotTime: null,
    booked: null,
  });
}
