// Moving a booked order to another day (issue 11 "Rescheduling", beyond the spec). Which statuses may
// move comes from the transition table's `reschedule` rows; the centre sets the cutoff (HH:mm on the
// day before the exam, Shanghai) and how many moves one order gets.
import { isIsoDate } from './calendar.ts';
import { nextStatus, ORDER_STATUS_NAMES, type OrderFacts, type OrderStatus } from './order-status.ts';
import { rescheduleCutoffOf } from './reschedule-text.ts';
import { shanghaiDate } from './slots.ts';

// The rule's wording lives apart, with no imports: the submit screen shows it without loading the
// transition table and the rest of this file.
export {
  DEFAULT_RESCHEDULE_CUTOFF,
  DEFAULT_RESCHEDULE_LIMIT,
  rescheduleCutoffOf,
  rescheduleRulesText,
} from './reschedule-text.ts';

const SHANGHAI_OFFSET_MS = 8 * 3600_000;

export const RescheduleMessages = {
  status: (status: OrderStatus) => `${ORDER_STATUS_NAMES[status]}的订单不能改期`,
  limit: (limit: number) => `每个订单最多改期${limit}次`,
  cutoff: (cutoff: string) => `已超过改期截止时间（体检前一日${cutoff}）`,
  checkedIn: '已签到的订单不能改期',
  sameDay: '请选择与原预约不同的日期',
  pastDay: '所选日期已过，请重新选择',
  badDay: '请选择体检日期',
} as const;

/** The last instant (epoch ms) an order for `examDate` can still be moved: `cutoff` on the day before, Shanghai. */
export function rescheduleDeadline(examDate: string, cutoff: string): number {
  const [y, m, d] = examDate.split('-').map(Number);
  const [hh, mm] = rescheduleCutoffOf(cutoff).split(':').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) - 1, hh ?? 0, mm ?? 0) - SHANGHAI_OFFSET_MS;
}

export interface RescheduleInput {
  status: OrderStatus;
  /** the booked day, YYYY-MM-DD */
  examDate: string;
  now: Date | number;
  /** HH:mm on the day before the exam */
  cutoff: string;
  limit: number;
  /** moves already made */
  used: number;
  /** the day asked for; omitted when only asking whether the order may move at all */
  target?: { date: string };
  /** the order's money and check-in, for the transition table's guarded rows */
  facts?: OrderFacts;
}

/**
 * Why the order cannot move (to `target`), in Chinese, or null when it can. Checked in the order a
 * person can act on: the status, the moves left, the cutoff, then the day chosen.
 */
export function rescheduleRefusal(input: RescheduleInput): string | null {
  const { status, examDate, cutoff, limit, used, target } = input;
  const now = typeof input.now === 'number' ? input.now : input.now.getTime();
  if (nextStatus(status, 'reschedule', 'user', input.facts) === null)
    return RescheduleMessages.status(status);
  // The person is at the centre already: the day is being used, whatever the table says.
  if (input.facts?.checkedIn === true) return RescheduleMessages.checkedIn;
  if (used >= limit) return RescheduleMessages.limit(limit);
  if (now >= rescheduleDeadline(examDate, cutoff)) {
    return RescheduleMessages.cutoff(rescheduleCutoffOf(cutoff));
  }
  if (!target) return null;
  if (!isIsoDate(target.date)) return RescheduleMessages.badDay;
  if (target.date === examDate) return RescheduleMessages.sameDay;
  if (target.date < shanghaiDate(now)) return RescheduleMessages.pastDay;
  return null;
}
