// The consultation area of the API (issue 22): a centre's consultation services (报告解读、慢病管理、营养咨询…),
// their time slots with places, the account's booked consultations and one feedback per consultation.
// Services are public reads; bookings are owner-only: another account's id answers as a missing one.
// No online payment here: a consultation is free or paid at the centre (docs/consult.md).
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { centreId } from '../fields.ts';
import { money } from './catalogue.ts';

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

export const ConsultMessages = {
  serviceIdInvalid: '咨询服务编号不正确',
  bookingIdInvalid: '咨询预约编号不正确',
  dateInvalid: '请选择正确的咨询日期',
  slotInvalid: '请选择咨询时段',
  ratingInvalid: '请选择1到5星的评分',
  commentTooLong: '评价内容不能超过200字',
} as const;

export const CONSULT_COMMENT_MAX = 200;

export const consultService = z.object({
  id: z.number().int(),
  sysCenterId: z.string(),
  name: z.string(),
  doctorName: z.string(),
  /** 主任医师, 营养师… */
  doctorTitle: z.string(),
  /** fen; 0 is free */
  price: money,
  durationMinutes: z.number().int(),
  description: z.string(),
});

export const consultSlot = z.object({
  slotNo: z.number().int(),
  /** HH:mm~HH:mm */
  testTime: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  /** 0 when every place is taken or the time has passed */
  bookable: z.boolean(),
});

export const CONSULT_STATES = ['booked', 'awaitingFeedback', 'rated', 'cancelled'] as const;

export const consultBooking = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  doctorName: z.string(),
  price: money,
  sysCenterId: z.string(),
  date: z.string(),
  testTime: z.string(),
  /** booked: upcoming; awaitingFeedback: its time has passed, not yet rated; rated; cancelled */
  state: z.enum(CONSULT_STATES),
  stateName: z.string(),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
});

export const listConsultServices = endpoint({
  id: 'listConsultServices',
  method: 'GET',
  path: '/consult-service/v1/service/list',
  tag: 'consult',
  summary:
    '体检中心的咨询服务（报告解读、慢病管理、营养咨询…）：医生、价格、时长、说明；平台（00-0）列出各中心的',
  query: z.object({ sysCenterId: centreId }),
  data: z.object({ list: z.array(consultService) }),
});

export const getConsultService = endpoint({
  id: 'getConsultService',
  method: 'GET',
  path: '/consult-service/v1/service/detail',
  tag: 'consult',
  summary: '一项咨询服务及其可选日期（今天起14天）；未知的服务答“未找到”',
  query: z.object({ id: idOf(ConsultMessages.serviceIdInvalid) }),
  data: consultService.extend({ dates: z.array(z.string()) }),
});

export const listConsultSlots = endpoint({
  id: 'listConsultSlots',
  method: 'GET',
  path: '/consult-service/v1/service/slots',
  tag: 'consult',
  summary: '一项咨询服务某天的时段与余位',
  query: z.object({
    id: idOf(ConsultMessages.serviceIdInvalid),
    date: z
      .string({ error: ConsultMessages.dateInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, ConsultMessages.dateInvalid),
  }),
  data: z.object({ list: z.array(consultSlot) }),
});

export const bookConsult = endpoint({
  id: 'bookConsult',
  method: 'POST',
  path: '/consult-service/v1/booking/create',
  tag: 'consult',
  summary: '预约一个咨询时段（免费或到院付费）；名额在同一事务中占用，满了答“已约满”',
  auth: true,
  body: z.object({
    serviceId: idOf(ConsultMessages.serviceIdInvalid),
    date: z
      .string({ error: ConsultMessages.dateInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, ConsultMessages.dateInvalid),
    slotNo: z
      .number({ error: ConsultMessages.slotInvalid })
      .int(ConsultMessages.slotInvalid)
      .min(1, ConsultMessages.slotInvalid)
      .max(99, ConsultMessages.slotInvalid),
  }),
  data: consultBooking,
});

export const listMyConsults = endpoint({
  id: 'listMyConsults',
  method: 'GET',
  path: '/consult-service/v1/booking/list',
  tag: 'consult',
  summary: '本人预约的咨询，最近的在前',
  auth: true,
  data: z.object({ list: z.array(consultBooking) }),
});

export const getMyConsult = endpoint({
  id: 'getMyConsult',
  method: 'GET',
  path: '/consult-service/v1/booking/detail',
  tag: 'consult',
  summary: '本人的一次咨询预约；他人的或不存在的答“未找到”',
  auth: true,
  query: z.object({ id: idOf(ConsultMessages.bookingIdInvalid) }),
  data: consultBooking,
});

export const cancelConsult = endpoint({
  id: 'cancelConsult',
  method: 'POST',
  path: '/consult-service/v1/booking/cancel',
  tag: 'consult',
  summary: '取消一次尚未开始的咨询，名额退回',
  auth: true,
  body: z.object({ id: idOf(ConsultMessages.bookingIdInvalid) }),
  data: consultBooking,
});

export const sendConsultFeedback = endpoint({
  id: 'sendConsultFeedback',
  method: 'POST',
  path: '/consult-service/v1/booking/feedback',
  tag: 'consult',
  summary: '咨询结束后评价（1–5星，评论不超过200字），每次咨询一次',
  auth: true,
  body: z.object({
    id: idOf(ConsultMessages.bookingIdInvalid),
    rating: z
      .number({ error: ConsultMessages.ratingInvalid })
      .int(ConsultMessages.ratingInvalid)
      .min(1, ConsultMessages.ratingInvalid)
      .max(5, ConsultMessages.ratingInvalid),
    comment: z
      .string({ error: ConsultMessages.commentTooLong })
      .trim()
      .max(CONSULT_COMMENT_MAX, ConsultMessages.commentTooLong)
      .default(''),
  }),
  data: consultBooking,
});

export type ConsultService = z.output<typeof consultService>;
export type ConsultServiceDetail = DataOf<typeof getConsultService>;
export type ConsultSlot = z.output<typeof consultSlot>;
export type ConsultBooking = z.output<typeof consultBooking>;
export type ConsultState = ConsultBooking['state'];
