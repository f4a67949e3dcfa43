// Dates and time slots of a centre (spec 3 "Dates and slots", spec 7 "Dates"). Capacity lives on the
// server; these answers are hot reads of the booking flow.
import type { BookableDay, TimeSlot } from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { centreId } from '../fields.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Comma list of item ids the plan holds, so the day can say which of them it cannot take. */
const proIds = z
  .string({ error: '项目编号不正确' })
  .trim()
  .max(4000, '所选项目过多')
  .regex(/^([A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*)?$/, '项目编号不正确')
  .optional();

export const specialProject = z.object({
  projectId: z.string(),
  projectName: z.string(),
  code: z.enum(['limited', 'full']),
});

export const bookableDay = z.object({
  testDate: isoDate,
  code: z.enum(['000', '010', '020']),
  desc: z.string(),
  specialProDtos: z.array(specialProject),
}) satisfies z.ZodType<BookableDay>;

export const timeSlot = z.object({
  no: z.number().int(),
  testTime: z.string().regex(/^\d{2}:\d{2}~\d{2}:\d{2}$/),
  numberOfPeople: z.number().int().min(0),
  code: z.enum(['000', '010', '030']),
}) satisfies z.ZodType<TimeSlot>;

export const getDateRange = endpoint({
  id: 'getDateRange',
  method: 'GET',
  path: '/order/getDateRange.json',
  tag: 'schedule',
  summary: '可预约日期范围（00-7：范围内每天均可约）',
  query: z.object({ sysCenterId: centreId, proIds }),
  data: z.object({ beginDay: isoDate, endDay: isoDate }),
});

export const getAppointmentRange = endpoint({
  id: 'getAppointmentRange',
  method: 'GET',
  path: '/order/getAppointmentRange.json',
  alsoAt: ['/order/getAppointmentRangeForNansan.json'],
  tag: 'schedule',
  summary: '可预约日期：每天的状态（000 可约 / 010 已满 / 020 休息）及所选项目中当天限约、满约的项目',
  query: z.object({ sysCenterId: centreId, proIds }),
  data: z.array(bookableDay),
});

export const getTimeOfCount = endpoint({
  id: 'getTimeOfCount',
  method: 'GET',
  path: '/order/getTimeOfcount.json',
  alsoAt: ['/center-service/v1/project/testDate'],
  tag: 'schedule',
  summary: '某天各时段余量（000 可约 / 010 已满 / 030 已过）',
  query: z.object({
    sysCenterId: centreId,
    date: z
      .string({ error: '请选择体检日期' })
      .trim()
      .regex(/^\d{8}$/, '日期格式不正确'),
  }),
  data: z.object({ date: isoDate, dateHasPeopleList: z.array(timeSlot) }),
});

export type DateRange = DataOf<typeof getDateRange>;
export type DaySlots = DataOf<typeof getTimeOfCount>;
