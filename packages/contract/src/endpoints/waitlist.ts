import { WAITLIST_STATUSES } from '@tijian/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { submitOrder } from './orders.ts';

const entryId = z.number({ error: '候补记录不存在' }).int().positive('候补记录不存在');

/** One of the account's waitlist entries (我的候补), as its screen shows it. */
export const waitlistEntry = z.object({
  id: z.number().int(),
  sysCenterId: z.string(),
  sysCenterName: z.string(),
  /** YYYY-MM-DD: the full day waited for */
  date: z.string(),
  /** the examinee, masked as every list masks names (王*明) */
  name: z.string(),
  packageName: z.string().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the first person waiting for that day; null once the entry no longer waits */
  position: z.number().int().nullable(),
  /** the held slot, while held (and kept once booked or lapsed) */
  slotNo: z.number().int().nullable(),
  slotTime: z.string().nullable(),
  /** ISO instant the hold ends; null while waiting */
  holdExpiresAt: z.string().nullable(),
  /** the order the hold became */
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
});

/**
 * POST join: the cart as the submit screen would send it, for a day that is full. No slot: the first
 * place the day frees is offered, whichever slot it is in.
 */
export const joinWaitlist = endpoint({
  id: 'joinWaitlist',
  method: 'POST',
  path: '/wx/waitlist/join.json',
  tag: 'orders',
  summary: '加入候补：当天已约满时带着当前购物车排队，有名额空出时为排在最前的人保留',
  auth: true,
  body: submitOrder.body
    .omit({
      idempotencyKey: true,
      boExaminationTime: true,
      boExaminationTimeNo: true,
      boExaminationTimeId: true,
    })
    .extend({ _BIZCODE: z.enum(['0002', '0019'], { error: '业务编码不正确' }) }),
  data: waitlistEntry,
});

export const getWaitlist = endpoint({
  id: 'getWaitlist',
  method: 'GET',
  path: '/wx/waitlist/list.json',
  tag: 'orders',
  summary: '我的候补：排队位置、保留的名额及其剩余时间',
  auth: true,
  data: z.array(waitlistEntry),
});

export const leaveWaitlist = endpoint({
  id: 'leaveWaitlist',
  method: 'POST',
  path: '/wx/waitlist/leave.json',
  tag: 'orders',
  summary: '取消候补：离开队列；保留中的名额顺延给下一位',
  auth: true,
  body: z.object({ id: entryId }),
  data: waitlistEntry,
});

/** POST book: the held place becomes the order of the cart kept with the entry, in the order's transaction. */
export const bookWaitlistHold = endpoint({
  id: 'bookWaitlistHold',
  method: 'POST',
  path: '/wx/waitlist/book.json',
  tag: 'orders',
  summary: '候补预约：用保留的名额提交候补时的订单（之后去支付）',
  auth: true,
  body: z.object({
    id: entryId,
    /** a fresh UUID per attempt: a retry with the same key returns the first order */
    idempotencyKey: z.string({ error: '请求标识不正确' }).regex(/^[A-Za-z0-9-]{16,64}$/, '请求标识不正确'),
  }),
  data: submitOrder.data,
  topLevel: submitOrder.topLevel,
});

export type WaitlistEntry = z.output<typeof waitlistEntry>;
export type JoinWaitlistBody = z.input<typeof joinWaitlist.body>;
