// The exam day (issue 24 "Exam-day guide"): the person's guide on the order page, live through a
// Server-Sent Events stream, and the centre's stations calling people (分诊叫号). docs/exam-day.md.
import { STATION_IDS } from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { centreId } from '../fields.ts';
import { orderId } from './orders.ts';

export const stationId = z.enum(STATION_IDS, { error: '请选择检查科室' });

export const GUIDE_STEP_STATES = ['waiting', 'current', 'called', 'done', 'skipped'] as const;

/** The guide the order page shows on the exam day; each stream event carries one. */
export const examDayGuide = z.object({
  orderId: z.number().int(),
  examDate: z.string(),
  /** HH:mm: 15 minutes before the slot */
  arriveBy: z.string(),
  bring: z.array(z.string()),
  /** until when to keep an empty stomach; null when nothing needs it */
  fastingUntil: z.string().nullable(),
  checkedIn: z.boolean(),
  /** the round: stations, with 早餐 after the fasting ones (kind 'breakfast') */
  steps: z.array(
    z.object({
      kind: z.enum(['station', 'breakfast']),
      /** null for breakfast */
      station: stationId.nullable(),
      name: z.string(),
      items: z.array(z.string()),
      state: z.enum(GUIDE_STEP_STATES),
    }),
  ),
  /** where the person is: waiting at (with how many before them) or called to; null before check-in or at the end */
  current: z
    .object({
      station: stationId,
      name: z.string(),
      state: z.enum(['waiting', 'called']),
      ahead: z.number().int().nullable(),
      line: z.string(),
    })
    .nullable(),
  /** a line for the card's head: 请先到前台签到 / 全部项目已完成 / the queue line */
  status: z.string(),
});

const guideQuery = z.object({ orderId });

export const getExamDayGuide = endpoint({
  id: 'getExamDayGuide',
  method: 'GET',
  path: '/wx/1/appointment/exam-day.json',
  tag: 'orders',
  summary: '体检当日指引（仅本人订单；非体检当日或非待体检订单时为null）',
  auth: true,
  query: guideQuery,
  data: examDayGuide.nullable(),
});

/**
 * The same guide as a text/event-stream: `event: guide` with the JSON on connect and after every change
 * of the centre's queue that day, `: ping` comments every 15 s, `event: end` when there is no guide.
 * The typed client cannot read a stream: the web opens it with EventSource (urlOf gives the address).
 */
export const examDayStream = endpoint({
  id: 'examDayStream',
  method: 'GET',
  path: '/wx/1/appointment/exam-day/stream',
  tag: 'orders',
  summary: '体检当日指引的实时推送（Server-Sent Events，每个事件的data为体检当日指引）',
  auth: true,
  produces: 'event-stream',
  query: guideQuery,
  data: examDayGuide.nullable(),
});

export const stationPerson = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  /** masked: 张*三, as the nurse calls it aloud */
  name: z.string(),
  /** ready since (waiting) or called at (called) */
  since: z.string(),
});

export const stationQueue = z.object({
  station: stationId,
  name: z.string(),
  waiting: z.array(stationPerson),
  called: z.array(stationPerson),
});

export const operatorStationQueue = endpoint({
  id: 'operatorStationQueue',
  method: 'GET',
  path: '/operator/stations/queue.json',
  tag: 'operator',
  summary: '分诊叫号：某检查科室今日排队（已签到、下一站为该科室）和已叫号的人',
  auth: 'operator',
  query: z.object({ sysCenterId: centreId, station: stationId }),
  data: stationQueue,
});

export const operatorStationCall = endpoint({
  id: 'operatorStationCall',
  method: 'POST',
  path: '/operator/stations/call.json',
  tag: 'operator',
  summary: '叫号：叫排在最前的人；无人排队时提示',
  auth: 'operator',
  body: z.object({ sysCenterId: centreId, station: stationId }),
  data: stationQueue,
});

export const operatorStationMark = endpoint({
  id: 'operatorStationMark',
  method: 'POST',
  path: '/operator/stations/mark.json',
  tag: 'operator',
  summary: '完成（done）或过号（skipped）：已叫号的人离开该科室的队列',
  auth: 'operator',
  body: z.object({
    sysCenterId: centreId,
    station: stationId,
    orderId,
    state: z.enum(['done', 'skipped'], { error: '请选择完成或过号' }),
  }),
  data: stationQueue,
});

export type ExamDayGuide = z.output<typeof examDayGuide>;
export type StationQueue = DataOf<typeof operatorStationQueue>;
