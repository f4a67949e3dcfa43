// What the order detail says about an order's progress after booking (issue 11 "Orders"): what the
// person may do now, the check-in code, the doctor's review, the status history and how to prepare.
// Kept apart from orders.ts so the list and operator endpoints can share it without a cycle.
import { ORDER_STATUSES, type OrderAction } from '@tijian/domain';
import { z } from 'zod';
import { orderPlan } from './order-plan.ts';

export const ORDER_ACTIONS = [
  'confirm',
  'approve',
  'refuse',
  'pay',
  'paid',
  'expire',
  'cancel',
  'refund',
  'approveRefund',
  'refuseRefund',
  'withdrawRefund',
  'refunded',
  'checkIn',
  'examine',
  'noShow',
  'publishReport',
  'receiveReport',
  'reschedule',
  'editItems',
  'viewReport',
] as const satisfies readonly OrderAction[];

export const orderStatus = z.enum(ORDER_STATUSES, {
  error: '订单状态不正确',
});

/** The moves the domain's table allows the person now, in table order (the order screens' buttons). */
export const orderActions = z.array(z.enum(ORDER_ACTIONS));

/** The code the desk scans on the exam day: the order number, valid on that day only. */
export const orderCheckIn = z.object({
  code: z.string(),
  validOn: z.string(),
  checkedInAt: z.string().nullable(),
});

export const REVIEW_STATES = ['none', 'pending', 'approved', 'refused'] as const;

export const orderReview = z.object({
  /** none: the order needs no review */
  state: z.enum(REVIEW_STATES),
  /** the doctor's note to the person */
  note: z.string(),
  /** items of a changed plan the doctor proposes, to accept (null: none proposed) */
  proposedItems: z.array(z.object({ projectId: z.string(), item: z.string() })).nullable(),
});

export const orderHistoryEntry = z.object({
  status: orderStatus,
  statusName: z.string(),
  at: z.string(),
  note: z.string(),
});

export { orderPlan };
export type OrderReview = z.output<typeof orderReview>;
export type OrderHistoryEntry = z.output<typeof orderHistoryEntry>;
