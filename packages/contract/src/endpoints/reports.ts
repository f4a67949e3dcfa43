// Examination reports (issue 11 "Reports", issue 18 §1): the reports of orders the user booked and of
// people it proved (a claim, a family member's or a guardian's link, each by a code sent to the phone
// the centre recorded), one report's sections, an indicator's trend across centres, the health
// evaluation, and who read them. Every read is owner-only and answered no-store.
import {
  HEALTH_SYSTEMS,
  RELATIONS,
  REPORT_READ_KINDS,
  REPORT_SECTIONS,
  type RelationCode,
  RuleMessages,
  validateIdCard,
  validateName,
  validateSmsCode,
} from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { checked, mobilePhone } from '../fields.ts';

const REPORT_ID = '报告编号不正确';
// Ids are PostgreSQL integers: anything larger is no id at all, answered plainly rather than by the database.
const MAX_ID = 2_147_483_647;
const idOf = (message: string) =>
  z.union([
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
    z
      .string({ error: message })
      .regex(/^\d{1,10}$/, message)
      .transform(Number)
      .refine((n) => n > 0 && n <= MAX_ID, { error: message }),
  ]);
export const reportId = idOf(REPORT_ID);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const resultFlag = z.enum(['H', 'L', 'A', '']);
const section = z.enum(REPORT_SECTIONS as ['general', 'laboratory', 'imaging'], { error: '报告分类不正确' });
const riskLevel = z.enum(['低', '中', '高']);
const indicatorCode = z
  .string({ error: '指标编号不正确' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, '指标编号不正确');

const RELATION_CODES = RELATIONS.map((r) => r.code) as [RelationCode, ...RelationCode[]];

/** One report in the list: whose it is (本人 or the link's relation), where and when, how many abnormal. */
export const reportSummary = z.object({
  id: z.number().int(),
  reportNo: z.string(),
  name: z.string(),
  relation: z.string(),
  /** masked: 110***********1234 */
  identityCardNo: z.string(),
  sysCenterName: z.string(),
  examDate: isoDate,
  packageName: z.string().nullable(),
  abnormalCount: z.number().int(),
});

export const reportItem = z.object({
  code: z.string(),
  name: z.string(),
  value: z.string(),
  unit: z.string(),
  /** "3.9-6.1", "<5.2", "阴性" */
  reference: z.string(),
  flag: resultFlag,
  /** the health knowledge article (健康科普) about what the value measures; null when none */
  knowledgeId: z.number().int().nullable(),
});

export const reportFinding = z.object({
  section,
  item: z.string(),
  finding: z.string(),
  conclusion: z.string(),
  abnormal: z.boolean(),
});

export const reportDetail = reportSummary.extend({
  sexCode: z.enum(['male', 'female']),
  age: z.number().int(),
  doctor: z.string(),
  /** 总检结论 */
  conclusions: z.array(z.string()),
  /** 健康建议 */
  advice: z.array(z.string()),
  sections: z.array(
    z.object({
      section,
      sectionName: z.string(),
      groups: z.array(z.object({ groupName: z.string(), items: z.array(reportItem) })),
      findings: z.array(reportFinding),
    }),
  ),
});

const indicator = z.object({ code: z.string(), name: z.string(), unit: z.string() });

export const tendencySeries = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  points: z.array(
    z.object({ examDate: isoDate, sysCenterName: z.string(), value: z.number(), flag: resultFlag }),
  ),
  band: z.object({ low: z.number().nullable(), high: z.number().nullable() }),
  min: z.number(),
  max: z.number(),
});

export const healthEvaluation = z.object({
  id: z.number().int(),
  name: z.string(),
  examDate: isoDate,
  sysCenterName: z.string(),
  /** null when the report rates no system */
  overall: riskLevel.nullable(),
  systems: z.array(
    z.object({
      system: z.enum(HEALTH_SYSTEMS as [string, ...string[]]),
      /** null: the report measured nothing of this system */
      level: riskLevel.nullable(),
      drivers: z.array(z.object({ code: z.string(), name: z.string(), value: z.string(), level: riskLevel })),
      advice: z.array(z.string()),
    }),
  ),
});

const personName = checked(validateName, RuleMessages.examineeNameRequired);
const idCardNo = checked(validateIdCard, RuleMessages.idCardRequired).transform((v) => v.toUpperCase());

export const listReports = endpoint({
  id: 'listReports',
  method: 'GET',
  path: '/app/system/report.json',
  tag: 'reports',
  summary: '本账号预约并支付的、认领的与已关联家人的体检报告，最新在前（身份证号脱敏）',
  auth: true,
  data: z.array(reportSummary),
});

export const getReport = endpoint({
  id: 'getReport',
  method: 'GET',
  path: '/assess-service/v1/test_report/detail',
  tag: 'reports',
  summary: '报告详情：总检结论与建议，一般检查、实验室检查、影像检查',
  auth: true,
  query: z.object({ id: reportId }),
  data: reportDetail,
});

export const getReportTendency = endpoint({
  id: 'getReportTendency',
  method: 'GET',
  path: '/assess-service/v1/test_report/tendency',
  tag: 'reports',
  summary: '指标趋势：此人历次报告（任一体检中心）中某指标的变化与参考范围',
  auth: true,
  query: z.object({ id: reportId, code: indicatorCode.optional() }),
  data: z.object({
    indicators: z.array(indicator),
    /** the indicator shown: the one asked for, else the first abnormal one, else 收缩压 */
    code: z.string().nullable(),
    series: tendencySeries.nullable(),
  }),
});

export const getHealthEvaluation = endpoint({
  id: 'getHealthEvaluation',
  method: 'GET',
  path: '/assess-service/v1/test_report/health',
  tag: 'reports',
  summary: '健康评估：按系统的风险等级（低/中/高）、相关指标与建议',
  auth: true,
  query: z.object({ id: reportId }),
  data: healthEvaluation,
});

/** Who, with the phone the centre recorded for their examinations. */
const recordedPerson = { name: personName, idCardNo, mobilePhone };
const msgCode = checked(validateSmsCode, RuleMessages.smsCodeRequired);
const codeSent = z.object({ countdown: z.number().int() });

export const sendFamilyReportCode = endpoint({
  id: 'sendFamilyReportCode',
  method: 'POST',
  path: '/assess-service/v1/family/member/code',
  tag: 'reports',
  summary:
    '关联家人报告：家人有以该手机号登记的报告时向其发送验证码；回答总是相同，不透露是否有报告（同一手机号 59 秒一次）',
  auth: true,
  body: z.object(recordedPerson),
  data: codeSent,
});

export const linkFamilyReports = endpoint({
  id: 'linkFamilyReports',
  method: 'POST',
  // The spec's /assess-service/v1/family/member/save is the family-member editor's (saveFamilyMember).
  path: '/assess-service/v1/family/member/link',
  tag: 'reports',
  summary: '关联家人报告：核对身份证号、姓名与家人手机收到的验证码',
  auth: true,
  body: z.object({
    ...recordedPerson,
    relationCode: z.enum(RELATION_CODES, { error: '请选择与本人关系' }),
    msgCode,
  }),
  data: z.object({
    name: z.string(),
    relation: z.string(),
    identityCardNo: z.string(),
    reportCount: z.number().int(),
    /** the member is a minor: the link is the guardian's and ends on their 18th birthday */
    guardian: z.boolean(),
  }),
});

export const unlinkFamilyReports = endpoint({
  id: 'unlinkFamilyReports',
  method: 'POST',
  path: '/assess-service/v1/test_report/deleteReportReceiveRelation',
  tag: 'reports',
  summary: '取消关联家人报告：按身份证号，或按该家人的任一报告编号（列表只有脱敏身份证号）',
  auth: true,
  body: z
    .object({ idCardNo: idCardNo.optional(), id: reportId.optional() })
    .refine((b) => b.idCardNo !== undefined || b.id !== undefined, { error: '请选择要取消关联的家人' }),
  data: z.null(),
});

export const sendReportClaimCode = endpoint({
  id: 'sendReportClaimCode',
  method: 'POST',
  path: '/assess-service/v1/test_report/claim/code',
  tag: 'reports',
  summary:
    '认领报告：有该身份证号、姓名且以该手机号登记的报告时向该手机发送验证码；回答总是相同，不透露是否有报告',
  auth: true,
  body: z.object(recordedPerson),
  data: codeSent,
});

export const claimReports = endpoint({
  id: 'claimReports',
  method: 'POST',
  path: '/assess-service/v1/test_report/claim',
  tag: 'reports',
  summary: '认领报告：核对体检时登记的手机收到的验证码，之后该手机号登记的此人报告归入本人',
  auth: true,
  body: z.object({ ...recordedPerson, msgCode }),
  data: z.object({
    name: z.string(),
    /** masked */
    identityCardNo: z.string(),
    /** masked: 138****8000 */
    mobilePhone: z.string(),
    reportCount: z.number().int(),
  }),
});

/** One read of a report: which report, what was shown, by which account (masked phone), when. */
export const reportRead = z.object({
  reportId: z.number().int(),
  examDate: isoDate,
  sysCenterName: z.string(),
  kind: z.enum(REPORT_READ_KINDS),
  /** masked: 138****8000 */
  reader: z.string(),
  /** read by the asking account */
  mine: z.boolean(),
  /** ISO 8601 */
  readAt: z.string(),
});

export const listReportReads = endpoint({
  id: 'listReportReads',
  method: 'GET',
  path: '/assess-service/v1/test_report/reads',
  tag: 'reports',
  summary: '查阅记录：此人各份报告（本账号可查看的）最近 50 次被查看的记录，最新在前',
  auth: true,
  query: z.object({ id: reportId }),
  data: z.array(reportRead),
});

/** Another account's access proven with the asking account's phone, which it may withdraw. */
export const reportShare = z.object({
  id: z.number().int(),
  /** the account that holds it, masked: 138****8000 */
  account: z.string(),
  name: z.string(),
  identityCardNo: z.string(),
  /** 本人 (a claim), or the relation the account gave */
  relation: z.string(),
  guardian: z.boolean(),
  /** ISO 8601 */
  linkedAt: z.string(),
});

export const listReportShares = endpoint({
  id: 'listReportShares',
  method: 'GET',
  path: '/assess-service/v1/test_report/shares',
  tag: 'reports',
  summary: '报告授权：其他账号凭本账号手机号收到的验证码获得的报告查看权限',
  auth: true,
  data: z.array(reportShare),
});

export const withdrawReportShare = endpoint({
  id: 'withdrawReportShare',
  method: 'POST',
  path: '/assess-service/v1/test_report/shares/withdraw',
  tag: 'reports',
  summary: '撤销报告授权：该账号从此不能再查看这些报告',
  auth: true,
  body: z.object({ id: idOf('授权编号不正确') }),
  data: z.null(),
});

const line = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const reference = z.number({ error: '参考范围不正确' }).finite('参考范围不正确').nullable().optional();

export const publishedResult = z.object({
  section,
  groupName: line(30, '请填写分组名称'),
  code: indicatorCode,
  name: line(40, '请填写指标名称'),
  value: line(40, '请填写结果'),
  unit: z.string().trim().max(20, '单位过长').default(''),
  refLow: reference,
  refHigh: reference,
  refText: z.string().trim().max(40, '参考值过长').default(''),
});

export const operatorPublishReport = endpoint({
  id: 'operatorPublishReport',
  method: 'POST',
  path: '/operator/reports.json',
  tag: 'operator',
  summary:
    '发布体检报告（医生、管理员）：订单须为待分析报告，发布后为待领取报告；异常标记由服务端按参考范围计算',
  auth: 'operator',
  body: z.object({
    orderId: idOf('订单编号不正确'),
    conclusions: z.array(line(500, '总检结论不能为空')).min(1, '请填写总检结论').max(50, '总检结论过多'),
    advice: z.array(line(500, '健康建议不能为空')).max(50, '健康建议过多').default([]),
    results: z
      .array(publishedResult)
      .max(500, '结果过多')
      .default([])
      .refine((results) => new Set(results.map((r) => r.code)).size === results.length, {
        error: '指标编号重复',
      }),
    findings: z
      .array(
        z.object({
          section: section.default('imaging'),
          item: line(40, '请填写检查项目'),
          finding: z.string().trim().max(1000, '检查所见过长').default(''),
          conclusion: line(500, '请填写检查结论'),
          abnormal: z.boolean({ error: '请标明是否异常' }),
        }),
      )
      .max(100, '检查所见过多')
      .default([]),
  }),
  data: z.object({
    id: z.number().int(),
    reportNo: z.string(),
    orderId: z.number().int(),
    status: z.string(),
    abnormalCount: z.number().int(),
  }),
});

export type ReportSummary = z.infer<typeof reportSummary>;
export type ReportDetail = DataOf<typeof getReport>;
export type ReportTendency = DataOf<typeof getReportTendency>;
export type HealthEvaluationWire = DataOf<typeof getHealthEvaluation>;
export type ReportRead = z.infer<typeof reportRead>;
export type ReportShare = z.infer<typeof reportShare>;
