import type { Fen } from '@tijian/domain';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/schema.ts';
import { users } from '../users/schema.ts';

/**
 * applied (the person asked) → refunding (the centre approved; the provider is paying back) →
 * refunded (the provider confirmed); or refused (with the centre's reason) or withdrawn (the person
 * changed their mind) while applied.
 */
export type RefundStatus = 'applied' | 'refunding' | 'refunded' | 'refused' | 'withdrawn';

/**
 * order: the person's refund of a whole order, which ends it (applied, decided, refunded). desk: the
 * centre's refund of part or all of a checked-in order's online payment, made by a manager at the desk
 * (the person cannot apply once checked in); it leaves the order where it is.
 */
export type RefundKind = 'order' | 'desk';

/**
 * A request to give back an order's money. Amounts are fixed when the person applies (the domain's
 * refund computation) and never exceed what was paid: `amount` goes back through the payment
 * provider, `cardAmount` to the cards' balances, and the coupon is given back when still valid. A
 * desk refund's amount is the manager's, never above what the order's online payment has left.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    /** RF + yyyyMMdd + 6 digits; also the provider's refund request id (idempotent there) */
    refundNo: text('refund_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the order's centre, copied so the centre's list is read without the orders table */
    centreId: text('centre_id').notNull(),
    kind: text('kind').$type<RefundKind>().notNull().default('order'),
    /** a desk refund's idempotency key: a retry (or a second click) answers the first refund */
    requestKey: text('request_key'),
    status: text('status').$type<RefundStatus>().notNull(),
    reason: text('reason').notNull(),
    remark: text('remark').notNull().default(''),
    /** online money to give back, fen */
    amount: integer('amount').$type<Fen>().notNull(),
    /** card balance to give back, fen */
    cardAmount: integer('card_amount')
      .$type<Fen>()
      .notNull()
      .default(0 as Fen),
    /** the coupon goes back to the person (it was still valid when they applied) */
    couponReturned: integer('coupon_returned').notNull().default(0),
    /** the payment the money goes back through */
    payId: text('pay_id'),
    provider: text('provider'),
    /** the provider's id of the refund, once it answers */
    providerRefundId: text('provider_refund_id'),
    /**
     * how many times the provider reported it failed (closed, abnormal): asked again under the same
     * number up to the domain's REFUND_RETRIES, then left for staff
     */
    providerFailures: integer('provider_failures').notNull().default(0),
    refuseReason: text('refuse_reason').notNull().default(''),
    /** the operator who decided */
    decidedBy: integer('decided_by'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_user_idx').on(t.userId),
    index('refunds_centre_idx').on(t.centreId, t.status, t.appliedAt),
    uniqueIndex('refunds_request_once').on(t.orderId, t.requestKey),
  ],
);

/** An application's idempotency key, per user: a retried apply answers the first refund. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] })],
);

/** Refund notifications already acted on: a provider's repeat is answered, never applied twice. */
export const refundNotifications = pgTable(
  'refund_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    refundNo: text('refund_no').notNull(),
    amount: integer('amount').$type<Fen>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refund_notifications_once').on(t.provider, t.providerRefundId)],
);
