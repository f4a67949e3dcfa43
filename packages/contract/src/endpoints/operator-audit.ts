// The centre's audit log, as its manager reads it (the staff console's 操作日志): every operator call
// at the centre, newest first, with who, when, what, on which record, the outcome, and the record's
// state before and after. Operator sessions only; managers of the centre only; reading it is itself
// audited.
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { centreId, wholeNumber } from '../fields.ts';

/**
 * Every action the audit log records, in Chinese. An operator route names its action from here
 * (`operatorRoute()` takes only these), so a new route cannot be registered without its label.
 */
export const AUDIT_ACTION_LABELS = {
  'order.list': '查看订单列表',
  'order.checkIn': '签到',
  'order.examined': '标记体检完成',
  'order.review': '医生审核订单',
  'refund.decide': '审核退款申请',
  'schedule.capacity': '设置时段可约人数',
  'schedule.edit': '调整排班容量',
  'centre.review': '设置医生审核',
  'refund.desk': '前台退款',
  'report.publish': '发布体检报告',
  'staff.list': '查看工作人员',
  'staff.create': '新建工作人员',
  'staff.role': '更改工作人员角色',
  'staff.disabled': '停用或启用工作人员',
  'staff.resetPassword': '重置工作人员密码',
  'staff.resetTotp': '清除工作人员动态验证码',
  'staff.requireTotp': '设置两步验证要求',
  'audit.list': '查看操作日志',
  'communication.read': '查看在线沟通',
  'communication.reply': '回复在线沟通',
  'account.password': '修改自己的密码',
  'account.totpSetup': '生成动态验证码密钥',
  'account.totpConfirm': '绑定动态验证码',
  // The company (HR) portal and the centre's view of its company clients (docs/team.md).
  'company.overview': '查看单位团检设置',
  'company.settings': '保存单位团检设置',
  'company.import': '导入团检名单',
  'company.roster': '查看团检名单',
  'company.remind': '发送团检预约提醒',
  'company.results': '查看团检匿名汇总',
  'company.export': '导出团检名单',
  'company.list': '查看本中心团检单位',
  // The stations of the exam day (分诊叫号, docs/exam-day.md).
  'station.queue': '查看科室排队',
  'station.call': '科室叫号',
  'station.mark': '科室完成或过号',
  // Written by jobs, in the name of the system account.
  'refund.providerFailed': '退款失败待人工处理',
  'payment.reconcile': '对账差异',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

export const AUDIT_PAGE_SIZE = 20;
export const MAX_AUDIT_PAGE_SIZE = 100;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD');
const state = z.record(z.string(), z.unknown());

export const auditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  operatorUsername: z.string(),
  action: z.string(),
  /** the action in Chinese (the action itself when an older row names one no longer served) */
  actionLabel: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  outcome: z.enum(['ok', 'refused']),
  /** why it was refused, as the operator was told */
  reason: z.string().nullable(),
  /** the request's body and query, passwords, codes and secrets hidden, ID numbers and phones masked */
  request: state,
  /** the record's relevant state before the call and after it (null when not recorded) */
  before: state.nullable(),
  after: state.nullable(),
});

export const operatorListAudit = endpoint({
  id: 'operatorListAudit',
  method: 'GET',
  path: '/operator/audit.json',
  tag: 'operator',
  summary:
    '本中心的操作日志（管理员），最新在前，可按操作人、操作、对象、结果和日期（含首尾两天，北京时间）筛选',
  auth: 'operator',
  query: z
    .object({
      sysCenterId: centreId,
      operatorId: wholeNumber('操作人不正确', 1, 2_147_483_647).optional(),
      action: z.enum(AUDIT_ACTIONS, { error: '操作类型不正确' }).optional(),
      targetType: z
        .string()
        .trim()
        .regex(/^[a-z]{1,20}$/, '对象类型不正确')
        .optional(),
      targetId: z.string().trim().min(1, '对象编号不正确').max(64, '对象编号不正确').optional(),
      outcome: z.enum(['ok', 'refused'], { error: '结果不正确' }).optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
      page: wholeNumber('页码应为大于0的整数', 1, 100_000).default(1),
      pageSize: wholeNumber(`每页条数应在1到${MAX_AUDIT_PAGE_SIZE}之间`, 1, MAX_AUDIT_PAGE_SIZE).default(
        AUDIT_PAGE_SIZE,
      ),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { error: '开始日期不能晚于结束日期', path: ['to'] })
    .refine((q) => q.targetId === undefined || q.targetType !== undefined, {
      error: '请先选择对象类型',
      path: ['targetType'],
    }),
  data: z.object({
    list: z.array(auditRow),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export type AuditRow = z.output<typeof auditRow>;
export type AuditPage = DataOf<typeof operatorListAudit>;
