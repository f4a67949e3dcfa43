// The centre's side of an order (issue 11 "The centre's side of the lifecycle"): the desk's list of
// the day, check-in by the order's code, marking the exam done, and the doctor's review decision.
// Operator sessions only (header x-operator-token); every call is audited.
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { centreId, wholeNumber } from '../fields.ts';
import { orderPlan } from './order-plan.ts';
import { orderStatus, REVIEW_STATES } from './order-progress.ts';
import { orderHead, orderId } from './orders.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD');

/** An order as the centre's staff see it: enough to find the person at the desk, nothing more. */
export const operatorOrder = orderHead.extend({
  sexCode: z.enum(['male', 'female']),
  age: z.number().int(),
  /** masked: 138****8000; its last four let the desk find a person who says their phone number */
  boCellPhoneNo: z.string(),
  /** the examination items; a list sends them only when asked (items=1: the doctor's review) */
  items: z.array(z.object({ projectId: z.string(), item: z.string() })).optional(),
  checkedInAt: z.string().nullable(),
  examinedAt: z.string().nullable(),
  review: z.object({ state: z.enum(REVIEW_STATES), note: z.string() }),
  /** a team order's company (团检单位) name, so the desk sees the day's team bookings; null otherwise */
  company: z.string().nullable(),
});

export const MAX_OPERATOR_ORDERS = 200;

export const operatorListOrders = endpoint({
  id: 'operatorListOrders',
  method: 'GET',
  path: '/operator/orders.json',
  tag: 'operator',
  summary:
    '中心的订单（前台、医生、管理员）：可按体检日期、状态筛选，按姓名、手机尾号（4位以上数字）或订单号搜索，按日期和时段排列，分页（每页最多200条，默认200）',
  auth: 'operator',
  query: z.object({
    sysCenterId: centreId,
    date: isoDate.optional(),
    status: orderStatus.optional(),
    /** part of the name, the phone's last digits (4 or more), or part of the order number */
    q: z
      .string({ error: '搜索内容不正确' })
      .trim()
      .max(30, '搜索内容最多30个字')
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    /** 1: each order with its examination items (the doctor's review shows them; the desk does not) */
    items: z.literal('1', { error: '参数items不正确' }).optional(),
    page: wholeNumber('页码不正确', 1, 10_000).optional(),
    pageSize: wholeNumber(`每页条数应在1到${MAX_OPERATOR_ORDERS}之间`, 1, MAX_OPERATOR_ORDERS).optional(),
  }),
  data: z.object({ list: z.array(operatorOrder), total: z.number().int() }),
});

export const operatorCheckIn = endpoint({
  id: 'operatorCheckIn',
  method: 'POST',
  path: '/operator/orders/check-in.json',
  tag: 'operator',
  summary: '前台扫码签到（仅体检当日、待体检的订单）',
  auth: 'operator',
  body: z.object({
    orderNo: z
      .string({ error: '请输入订单号' })
      .trim()
      .regex(/^TJ\d{14,20}$/, '订单号不正确'),
  }),
  data: operatorOrder,
});

export const operatorExamined = endpoint({
  id: 'operatorExamined',
  method: 'POST',
  path: '/operator/orders/examined.json',
  tag: 'operator',
  summary: '标记体检完成（须已签到），订单进入待分析报告',
  auth: 'operator',
  body: z.object({ orderId }),
  data: operatorOrder,
});

export const operatorDecideReview = endpoint({
  id: 'operatorDecideReview',
  method: 'POST',
  path: '/operator/orders/review.json',
  tag: 'operator',
  summary: '医生审核：通过（进入待支付或待体检）、不通过（关闭并退回所占资源），可附调整后的方案供用户确认',
  auth: 'operator',
  body: z.object({
    orderId,
    approve: z.boolean({ error: '请选择审核结果' }),
    note: z.string({ error: '请填写审核意见' }).trim().max(200, '审核意见不能超过200个字'),
    proposedPlan: orderPlan.optional(),
  }),
  data: operatorOrder,
});

export type OperatorOrder = z.output<typeof operatorOrder>;
export type OperatorOrderList = DataOf<typeof operatorListOrders>;
