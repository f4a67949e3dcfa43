// Company check-ups, the employee's side (issue 23; spec routes /team/*, calls /wx/1/groupcheck/…).
// A company (a centre's client) keeps a roster; a person on it proves who they are once
// (company code + name + ID number or phone, as the roster has it) and their account is linked to
// that roster place. The company pays its package (at its own custom price) and the topic packages
// it chose; the employee pays, at the company's discount, whatever they add. The company's booking
// window, per-day quota and budget bound every submit (docs/team.md).
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { flag, orderAnswerCode } from '../fields.ts';
import { money } from './catalogue.ts';
import { orderStatus } from './order-progress.ts';
import { paperInvoiceRequest } from './orders.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const MAX_ID = 2_147_483_647;
const projectId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, '项目编号不正确');

export const TeamMessages = {
  /** one answer for a wrong code and a wrong person: a stranger learns nothing of the roster */
  notOnRoster: '未找到您的团检信息，请核对单位编码、姓名和证件号码（或手机号）',
  tooManyTries: '尝试次数过多，请1小时后再试',
  claimedElsewhere: '该团检名额已由其他账号认领，请使用原账号登录或联系单位HR',
  memberIdInvalid: '团检编号不正确',
  companyCodeRequired: '请输入单位编码',
  nameRequired: '请输入姓名',
  credentialRequired: '请输入证件号码或手机号',
  outsideWindow: '所选日期不在单位体检时间范围内',
  quotaFull: '该日期单位名额已满，请选择其他日期',
  budgetExhausted: '单位体检预算已用完，请联系单位HR',
  alreadyBooked: '您已预约团检，可在团检订单中查看',
  familyNotAllowed: '单位未开放家属代检',
  familyMemberInvalid: '请选择家属',
  priceChanged: '价格已变动，请重新确认',
} as const;

export const memberId = z.union([
  z
    .number({ error: TeamMessages.memberIdInvalid })
    .int(TeamMessages.memberIdInvalid)
    .positive(TeamMessages.memberIdInvalid)
    .max(MAX_ID, TeamMessages.memberIdInvalid),
  z
    .string({ error: TeamMessages.memberIdInvalid })
    .regex(/^\d{1,10}$/, TeamMessages.memberIdInvalid)
    .transform(Number)
    .refine((n) => n > 0 && n <= MAX_ID, { error: TeamMessages.memberIdInvalid }),
]);

/** Where a roster place stands: invited (not booked), booked, examined, report ready. */
export const TEAM_MEMBER_STATES = ['invited', 'booked', 'examined', 'reportReady'] as const;
export const teamMemberState = z.enum(TEAM_MEMBER_STATES);

/** The proof a person gives of their roster place (validation.json, orderSearch). */
const proof = z.object({
  companyCode: z
    .string({ error: TeamMessages.companyCodeRequired })
    .trim()
    .min(1, TeamMessages.companyCodeRequired)
    .max(20, TeamMessages.notOnRoster),
  name: z
    .string({ error: TeamMessages.nameRequired })
    .trim()
    .min(1, TeamMessages.nameRequired)
    .max(20, TeamMessages.notOnRoster),
  /** the ID number or the phone the roster holds */
  credential: z
    .string({ error: TeamMessages.credentialRequired })
    .trim()
    .min(1, TeamMessages.credentialRequired)
    .max(18, TeamMessages.notOnRoster),
});

/** One roster place of the account (团检列表). */
export const teamMembership = z.object({
  memberId: z.number().int(),
  companyName: z.string(),
  companyCode: z.string(),
  sysCenterId: z.string(),
  sysCenterName: z.string(),
  /** the person on the roster, as the roster has them (masked) */
  name: z.string(),
  packageName: z.string(),
  windowStart: isoDate,
  windowEnd: isoDate,
  state: teamMemberState,
  stateName: z.string(),
  /** the place's order once booked */
  orderId: z.number().int().nullable(),
});

export const teamPackageItem = z.object({
  projectId: z.string(),
  item: z.string(),
  /** null when the company hides prices (groupShowPrice 0) */
  price: money.nullable(),
  fasting: flag,
});

export const topicPackage = z.object({
  id: z.string(),
  name: z.string(),
  /** the list price; the employee pays it at the company's discount unless the company pays it */
  price: money,
  items: z.array(teamPackageItem),
});

/**
 * The team order entity of the spec (orderRules.json): the roster place, what the company offers it
 * and on what terms. stateCode order_confirm: not booked yet, topic packages pre-checked only when
 * their id is in topicPackageId; order_hospital_examination: booked, the project list is the order's.
 */
export const teamOrderRules = z.object({
  id: z.number().int(),
  stateCode: z.enum(['order_confirm', 'order_hospital_examination']),
  companyName: z.string(),
  sysCenterId: z.string(),
  sysCenterName: z.string(),
  person: z.object({
    name: z.string(),
    /** masked */
    identityCardNo: z.string(),
    /** masked */
    phone: z.string(),
    grade: z.string(),
    department: z.string(),
  }),
  packageId: z.string(),
  packageName: z.string(),
  /** the package's items (testPackage of the spec) */
  testPackage: z.array(teamPackageItem),
  /** what the company pays for the package per person; null when prices are hidden */
  customPrice: money.nullable(),
  /** topic packages the company pays for: pre-checked and fixed */
  topicPackageId: z.array(z.string()),
  /** every topic package the place may take (the company's and the ones the employee may add) */
  topicPackageList: z.array(topicPackage),
  config: z.object({
    /** 'percent': discountUser is the percentage of the list price the employee pays (85 = 8.5折) */
    discountUnit: z.literal('percent'),
    discountUser: z.number().int().min(1).max(100),
  }),
  /** groupShowPrice: show the company-paid prices */
  showPrice: z.boolean(),
  /** groupProvideInvoice: the centre issues an invoice for what the employee pays */
  provideInvoice: z.boolean(),
  /** the company lets a family member take this place (/team/switchover) */
  allowFamily: z.boolean(),
  /** the questionnaire to answer before choosing items (null: none) */
  questionnaire: z.boolean(),
  windowStart: isoDate,
  windowEnd: isoDate,
  /** order_hospital_examination: the order */
  orderId: z.number().int().nullable(),
});

/** A day in the company's window: the centre's day code (as getDateRange) and the company's places left. */
export const teamDay = z.object({
  testDate: isoDate,
  /** 000 bookable, 010 full at the centre or for the company, 020 closed */
  code: z.enum(['000', '010', '020']),
  desc: z.string(),
  quotaLeft: z.number().int().min(0),
});

export const verifyTeamMember = endpoint({
  id: 'verifyTeamMember',
  method: 'POST',
  path: '/wx/1/groupcheck/validation.json',
  tag: 'team',
  summary:
    '团检身份验证：单位编码＋姓名＋证件号码或手机号与名单一致时，将名单中的名额关联到当前账号；单位编码错与人员不符答同一句话；每账号每小时最多错10次',
  auth: true,
  body: proof,
  data: teamMembership,
});

export const listTeamMemberships = endpoint({
  id: 'listTeamMemberships',
  method: 'GET',
  path: '/wx/1/groupcheck/list.json',
  tag: 'team',
  summary: '当前账号已关联的团检名额（团检列表）',
  auth: true,
  data: z.object({ list: z.array(teamMembership) }),
});

export const getTeamOrderRules = endpoint({
  id: 'getTeamOrderRules',
  method: 'GET',
  path: '/wx/1/groupcheck/orderRules.json',
  tag: 'team',
  summary: '团检名额的套餐、专项套餐、自费加项折扣、价格是否显示、时间范围；他人的名额答“未找到”',
  auth: true,
  query: z.object({ memberId }),
  data: teamOrderRules,
});

export const getTeamDates = endpoint({
  id: 'getTeamDates',
  method: 'GET',
  path: '/1/groupcheck/confirmDate.json',
  tag: 'team',
  summary: '单位体检时间范围内的日期：中心是否可约与单位当日剩余名额（时段用 getTimeOfCount）',
  auth: true,
  query: z.object({ memberId }),
  data: z.object({ list: z.array(teamDay) }),
});

/**
 * POST /wx/1/groupcheck/order.json: book the place. The company's day quota and budget are taken in
 * the order's transaction, with the centre's slot; `price` is what the screen showed the employee
 * would pay (fen): a different figure on the server refuses with priceChanged.
 */
export const submitTeamOrder = endpoint({
  id: 'submitTeamOrder',
  method: 'POST',
  path: '/wx/1/groupcheck/order.json',
  tag: 'team',
  summary:
    '提交团检订单：单位支付套餐（及单位选定的专项套餐），本人按单位折扣支付加项；单位日名额、预算与中心时段在同一事务中占用',
  auth: true,
  body: z.object({
    memberId,
    idempotencyKey: z.string({ error: '请求标识不正确' }).regex(/^[A-Za-z0-9-]{16,64}$/, '请求标识不正确'),
    /** absent: the person on the roster; a family member of the account where allowFamily */
    familyMemberId: z.number({ error: TeamMessages.familyMemberInvalid }).int().positive().optional(),
    marryStateCode: z.enum(['married', 'unmarried'], { error: '请选择婚姻状况' }),
    /** topic packages the employee adds at their own cost (not the company's) */
    topicPackageIds: z.array(z.string().max(40)).max(20).default([]),
    /** items the employee adds at their own cost, at the company's discount */
    extraProjectIds: z.array(projectId).max(100, '所选项目过多').default([]),
    /** the questionnaire answered on /team/question (its instance), when the rules ask for one */
    instanceId: z.string().trim().max(40).optional(),
    boExaminationDate: isoDate.or(z.literal('')).refine((d) => d !== '', '请选择体检日期'),
    boExaminationTimeNo: z.number({ error: '请选择体检时段' }).int(),
    /** how the employee pays their part; ignored when it is 0 */
    payType: z.enum(['online', 'onhospital'], { error: '请选择支付方式' }),
    /** what the screen showed as the employee's part, fen */
    price: money,
    /** a paper invoice for the employee's part, where the company offers one (provideInvoice) */
    ...paperInvoiceRequest,
  }),
  data: z.object({
    code: orderAnswerCode,
    message: z.string().nullable(),
    orderId: z.number().int().nullable(),
    orderNo: z.string().nullable(),
    status: orderStatus.nullable(),
    /** what the employee still pays online, fen (0: nothing) */
    payable: money,
  }),
});

/** A team order in 团检订单 (firmOrde) and 团检查询. */
export const teamOrderSummary = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  companyName: z.string(),
  sysCenterName: z.string(),
  /** the examinee (the roster person or the family member who took the place) */
  name: z.string(),
  packageName: z.string(),
  boExaminationDate: isoDate,
  boExaminationTime: z.string(),
  status: orderStatus,
  statusName: z.string(),
  /** what the employee pays (0 when the company pays all) */
  selfPay: money,
  /** what the company pays; null when prices are hidden */
  companyPay: money.nullable(),
});

export const listTeamOrders = endpoint({
  id: 'listTeamOrders',
  method: 'GET',
  path: '/wx/1/groupcheck/orders.json',
  tag: 'team',
  summary: '当前账号的团检订单（个人中心“团检订单”）',
  auth: true,
  data: z.object({ list: z.array(teamOrderSummary) }),
});

export const searchTeamOrder = endpoint({
  id: 'searchTeamOrder',
  method: 'POST',
  path: '/wx/1/groupcheck/search.json',
  tag: 'team',
  summary: '团检查询：凭单位编码、姓名、证件号码或手机号找回名额及其订单（同验证，并关联到当前账号）',
  auth: true,
  body: proof,
  data: z.object({ membership: teamMembership, orders: z.array(teamOrderSummary) }),
});

export type TeamMembership = z.output<typeof teamMembership>;
export type TeamOrderRules = DataOf<typeof getTeamOrderRules>;
export type TeamDay = z.output<typeof teamDay>;
export type TeamOrderSummary = z.output<typeof teamOrderSummary>;
export type SubmitTeamOrderResult = DataOf<typeof submitTeamOrder>;
