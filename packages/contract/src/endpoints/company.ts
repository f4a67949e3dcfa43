// Company check-ups, the company's side (issue 23): the HR portal in the console (auth 'company': an
// operator account bound to a company as its administrator, signed in through the console's one
// sign-in) and the centre's view of its company clients (auth 'operator'). An administrator reaches
// only their own companies: another company's id answers as a missing one. Every call is written to
// the audit log (docs/team.md).
import { TEAM_AGGREGATE_MIN_GROUP } from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { centreId } from '../fields.ts';
import { money } from './catalogue.ts';
import { teamMemberState } from './team.ts';

const isoDate = z
  .string({ error: '日期格式应为YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD');
const MAX_ID = 2_147_483_647;
const COMPANY_ID = '单位编号不正确';
export const companyId = z.union([
  z.number({ error: COMPANY_ID }).int(COMPANY_ID).positive(COMPANY_ID).max(MAX_ID, COMPANY_ID),
  z
    .string({ error: COMPANY_ID })
    .regex(/^\d{1,10}$/, COMPANY_ID)
    .transform(Number)
    .refine((n) => n > 0 && n <= MAX_ID, { error: COMPANY_ID }),
]);

export const CompanyMessages = {
  notAdmin: '请先登录企业管理账号',
  windowInvalid: '体检开始日期不能晚于结束日期',
  quotaInvalid: '每日名额须为1到1000的整数',
  budgetInvalid: '预算须为不小于0的金额',
  discountInvalid: '自费折扣须为1到100的整数（85即8.5折）',
  gradeRequired: '请至少设置一个职级的套餐',
  gradeDuplicate: '职级不能重复',
  packageUnknown: '套餐不存在或不属于本中心',
  fileTypeInvalid: '请上传 .csv 或 .xlsx 格式的名单',
  fileTooLarge: '名单文件不能超过5MB',
  fileEmpty: '名单中没有人员',
  tooManyRows: '名单最多10000行',
  staleSettings: '设置已被他人修改，请刷新后再试',
} as const;

export const ROSTER_MAX_ROWS = 10_000;
/** Base64 of at most 5 MB. */
export const ROSTER_MAX_BASE64 = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 4;
/** Aggregate results show a group only when it holds at least this many people. */
export const AGGREGATE_MIN_GROUP = TEAM_AGGREGATE_MIN_GROUP;
/** The roster's columns, in the template's order (the first row of the file names them). */
export const ROSTER_COLUMNS = ['姓名', '身份证号', '手机号', '职级', '部门'] as const;

const companyRef = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sysCenterId: z.string(),
  sysCenterName: z.string(),
});

const memberCounts = z.object({
  people: z.number().int(),
  invited: z.number().int(),
  booked: z.number().int(),
  examined: z.number().int(),
  reportReady: z.number().int(),
});

export const companyGrade = z.object({
  /** the roster's 职级 this line covers */
  grade: z.string().trim().min(1, '请输入职级').max(20, '职级最多20个字'),
  packageId: z.string().trim().min(1, CompanyMessages.packageUnknown).max(40),
  /** filled by the server */
  packageName: z.string().optional(),
  /** what the company pays per person for the package, fen */
  customPrice: z.number({ error: CompanyMessages.budgetInvalid }).int().min(0, CompanyMessages.budgetInvalid),
  /** topic packages the company pays for this grade */
  topicPackageIds: z.array(z.string().max(40)).max(20).default([]),
});

export const companySettings = z.object({
  windowStart: isoDate,
  windowEnd: isoDate,
  dailyQuota: z
    .number({ error: CompanyMessages.quotaInvalid })
    .int(CompanyMessages.quotaInvalid)
    .min(1, CompanyMessages.quotaInvalid)
    .max(1000, CompanyMessages.quotaInvalid),
  /** fen */
  budget: z.number({ error: CompanyMessages.budgetInvalid }).int().min(0, CompanyMessages.budgetInvalid),
  showPrice: z.boolean(),
  provideInvoice: z.boolean(),
  allowFamily: z.boolean(),
  questionnaire: z.boolean(),
  discountPercent: z
    .number({ error: CompanyMessages.discountInvalid })
    .int()
    .min(1, CompanyMessages.discountInvalid)
    .max(100, CompanyMessages.discountInvalid),
  grades: z.array(companyGrade).min(1, CompanyMessages.gradeRequired).max(50),
});

export const companyOverview = companyRef.extend({
  settings: companySettings,
  /** fen the company has committed (live orders' company part) */
  budgetUsed: money,
  counts: memberCounts,
  /** moves at each saved change: a stale screen's save is refused */
  version: z.number().int(),
});

export const rosterError = z.object({
  /** the row in the file, 1 = the header */
  row: z.number().int(),
  /** the column's header (姓名…), or '' for the row as a whole */
  column: z.string(),
  message: z.string(),
});

export const rosterPerson = z.object({
  memberId: z.number().int(),
  name: z.string(),
  /** masked */
  identityCardNo: z.string(),
  /** masked */
  phone: z.string(),
  grade: z.string(),
  department: z.string(),
  state: teamMemberState,
  stateName: z.string(),
  examDate: isoDate.nullable(),
  /** the last reminder sent to book, ISO time */
  remindedAt: z.string().nullable(),
});

export const companyMe = endpoint({
  id: 'companyMe',
  method: 'GET',
  path: '/company/me.json',
  tag: 'company',
  summary: '企业管理员可管理的单位（控制台登录后据此显示企业菜单）',
  auth: 'company',
  data: z.object({ companies: z.array(companyRef) }),
});

export const companyGetOverview = endpoint({
  id: 'companyGetOverview',
  method: 'GET',
  path: '/company/overview.json',
  tag: 'company',
  summary: '单位的团检设置（时间范围、每日名额、预算、各职级套餐、价格显示、家属代检、自费折扣）与进度统计',
  auth: 'company',
  query: z.object({ companyId }),
  data: companyOverview,
});

export const companySaveSettings = endpoint({
  id: 'companySaveSettings',
  method: 'POST',
  path: '/company/settings/save.json',
  tag: 'company',
  summary: '保存单位的团检设置；version 不是最新时拒绝；已占用的名额与预算不会因改小而退回已约订单',
  auth: 'company',
  body: z.object({ companyId, version: z.number().int(), settings: companySettings }),
  data: companyOverview,
});

export const companyImportRoster = endpoint({
  id: 'companyImportRoster',
  method: 'POST',
  path: '/company/roster/import.json',
  tag: 'company',
  summary:
    '导入名单（.csv 或 .xlsx：姓名、身份证号、手机号、职级、部门）：逐行逐列校验，有任何错误则一行也不导入并列出错误；无误时按身份证号新增或更新，名单外的已有人员保留',
  auth: 'company',
  bodyLimit: ROSTER_MAX_BASE64 + 4096,
  body: z.object({
    companyId,
    fileName: z
      .string()
      .trim()
      .regex(/\.(csv|xlsx)$/i, CompanyMessages.fileTypeInvalid)
      .max(120),
    /** the file, base64 */
    content: z
      .string()
      .min(1, CompanyMessages.fileEmpty)
      .max(ROSTER_MAX_BASE64, CompanyMessages.fileTooLarge),
  }),
  data: z.object({
    /** rows written (0 when any row is wrong) */
    imported: z.number().int(),
    added: z.number().int(),
    updated: z.number().int(),
    /** every error found, by row and column (at most 500 listed) */
    errors: z.array(rosterError),
    errorCount: z.number().int(),
  }),
});

export const companyListRoster = endpoint({
  id: 'companyListRoster',
  method: 'GET',
  path: '/company/roster.json',
  tag: 'company',
  summary: '名单与每人进度（未预约、已预约、已体检、报告已出），可按状态与姓名/部门筛选，分页',
  auth: 'company',
  query: z.object({
    companyId,
    state: teamMemberState.optional(),
    keyword: z.string().trim().max(20).optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  }),
  data: z.object({ total: z.number().int(), counts: memberCounts, list: z.array(rosterPerson) }),
});

export const companyRemindUnbooked = endpoint({
  id: 'companyRemindUnbooked',
  method: 'POST',
  path: '/company/roster/remind.json',
  tag: 'company',
  summary: '给尚未预约的人员发送预约提醒短信（每人每天最多一次）',
  auth: 'company',
  body: z.object({ companyId }),
  data: z.object({ sent: z.number().int(), skipped: z.number().int() }),
});

export const aggregateGroup = z.object({
  /** the department or grade */
  name: z.string(),
  people: z.number().int(),
  /** fewer than AGGREGATE_MIN_GROUP people with a report: no figures */
  hidden: z.boolean(),
  /** people with a published report */
  reported: z.number().int(),
  /** per category of abnormal findings: how many people have at least one (empty when hidden) */
  categories: z.array(z.object({ category: z.string(), abnormal: z.number().int() })),
});

export const companyResults = endpoint({
  id: 'companyResults',
  method: 'GET',
  path: '/company/results.json',
  tag: 'company',
  summary: `匿名汇总：按部门或职级统计各类异常人数，只显示有报告者不少于${AGGREGATE_MIN_GROUP}人的组，从不显示个人结果`,
  auth: 'company',
  query: z.object({ companyId, groupBy: z.enum(['department', 'grade']).default('department') }),
  data: z.object({ minGroup: z.number().int(), groups: z.array(aggregateGroup) }),
});

export const companyExportRoster = endpoint({
  id: 'companyExportRoster',
  method: 'GET',
  path: '/company/roster/export.xlsx',
  tag: 'company',
  summary: '导出名单与进度（.xlsx；证件号与手机号打码）',
  auth: 'company',
  produces: 'xlsx',
  query: z.object({ companyId }),
});

/** The centre's view (auth operator): its company clients and their progress. */
export const operatorListCompanies = endpoint({
  id: 'operatorListCompanies',
  method: 'GET',
  path: '/operator/companies.json',
  tag: 'operator',
  summary: '本中心的团检单位：时间范围、每日名额、人数与进度',
  auth: 'operator',
  query: z.object({ sysCenterId: centreId }),
  data: z.object({
    list: z.array(
      companyRef.extend({
        windowStart: isoDate,
        windowEnd: isoDate,
        dailyQuota: z.number().int(),
        budget: money,
        budgetUsed: money,
        counts: memberCounts,
      }),
    ),
  }),
});

export type CompanyRef = z.output<typeof companyRef>;
export type CompanyOverview = z.output<typeof companyOverview>;
export type CompanySettings = z.output<typeof companySettings>;
export type RosterError = z.output<typeof rosterError>;
export type RosterPerson = z.output<typeof rosterPerson>;
export type AggregateGroup = z.output<typeof aggregateGroup>;
export type CompanyRosterPage = DataOf<typeof companyListRoster>;
