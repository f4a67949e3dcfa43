// Changing a booked order (issue 11 "Rescheduling", "Orders"): moving its date and slot with the
// examinee's phone, name spelling and marital state, accepting the plan a reviewing doctor proposed,
// and the centre manager's slot capacity. Editing items goes through submitOrder with _BIZCODE 0001.
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { centreId, orderAnswerCode } from '../fields.ts';
import { orderDetail, orderId } from './orders.ts';

const isoDate = z.string({ error: '请选择体检日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '请选择体检日期');

export const rescheduleOrder = endpoint({
  id: 'rescheduleOrder',
  method: 'POST',
  path: '/wx/2/appointment/updateOrderForClient.json',
  tag: 'orders',
  summary:
    '改期及修改体检人信息：日期、时段、手机号、姓名更正、婚姻状况（身份证号不可改）；code 0 成功，-3 所选日期已满（订单不变）',
  auth: true,
  body: z.object({
    orderId,
    boExaminationDate: isoDate,
    boExaminationTimeNo: z
      .number({ error: '请选择体检时段' })
      .int('请选择体检时段')
      .positive('请选择体检时段'),
    boCellPhoneNo: z.string({ error: '请填写正确的手机号' }).trim().max(11, '请填写正确的手机号').optional(),
    name: z.string({ error: '请输入体检人姓名' }).trim().max(20, '姓名过长').optional(),
    marryStateCode: z.enum(['married', 'unmarried'], { error: '请选择婚姻状况' }).optional(),
    // A different person is a new booking: the ID number is refused rather than silently ignored.
    identityCardNo: z.never({ error: '身份证号不能修改，如需更换体检人请重新预约' }).optional(),
  }),
  /** code 0: moved; -3: {date}预约已满，请选择其他日期, and the order as it was */
  data: z.object({
    code: orderAnswerCode,
    message: z.string().nullable(),
    order: orderDetail,
  }),
});

export const acceptReviewPlan = endpoint({
  id: 'acceptReviewPlan',
  method: 'POST',
  path: '/wx/order/acceptReview.json',
  tag: 'orders',
  summary: '接受医生审核调整后的体检项目：按修改项目的规则重新计价并替换订单项目',
  auth: true,
  body: z.object({ orderId }),
  data: z.object({ order: orderDetail }),
});

const slotCapacity = z.object({
  sysCenterId: z.string(),
  date: z.string(),
  slotNo: z.number().int(),
  testTime: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
});

export const operatorSetSlotCapacity = endpoint({
  id: 'operatorSetSlotCapacity',
  method: 'POST',
  path: '/operator/schedule/capacity.json',
  tag: 'operator',
  summary: '设置某时段的可约人数（中心管理员）；不能少于已预约人数',
  auth: 'operator',
  body: z.object({
    sysCenterId: centreId,
    date: isoDate,
    slotNo: z.number({ error: '时段不正确' }).int('时段不正确').positive('时段不正确'),
    capacity: z
      .number({ error: '人数不正确' })
      .int('人数不正确')
      .min(0, '人数不正确')
      .max(10_000, '人数不正确'),
  }),
  data: slotCapacity,
});

export type SlotCapacity = z.output<typeof slotCapacity>;
