import type { PayAction } from '@tijian/contract';
import type { Fen } from '@tijian/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/schema.ts';
import { purchases } from '../purchases/schema.ts';
import { users } from '../users/schema.ts';
import type { PayChannel } from './provider.ts';

/** refunded: the money went back through the provider (a completed refund of the order) */
export type PaymentStatus = 'pending' | 'paid' | 'expired' | 'closed' | 'refunded';

/** One online payment attempt through a provider, of a check-up order or of a purchase (exactly one). */
export const payments = pgTable(
  'payments',
  {
    payId: text('pay_id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').$type<Fen>().notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    tradeNo: text('trade_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** the channel it was opened for at a provider that tells them apart (WeChat Pay); null at the sandbox */
    channel: text('channel').$type<PayChannel>(),
    /** what the payer's browser does next, as the provider answered its creation */
    action: jsonb('action').$type<PayAction>(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_purchase_idx').on(t.purchaseId),
    index('payments_user_idx').on(t.userId),
    check('payments_one_payable', sql`(${t.orderId} IS NULL) <> (${t.purchaseId} IS NULL)`),
  ],
);

/** Notifications already acted on: a provider delivering the same one twice is answered, not applied twice. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    tradeNo: text('trade_no').notNull(),
    payId: text('pay_id').notNull(),
    amount: integer('amount').$type<Fen>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_trade_idx').on(t.provider, t.tradeNo)],
);
