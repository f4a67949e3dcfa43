import type { Fen } from '@tijian/domain';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { centres } from '../centres/schema.ts';
import { users } from '../users/schema.ts';

/** Who a bought health card is for, as the buyer filled it in (/purchaseCard/register). */
export interface PurchaseHolder {
  name: string;
  idCardNo: string;
  phone: string;
  sexCode: 'male' | 'female';
  age: number;
  marriageCode: 'married' | 'unmarried';
}

export type PurchaseStatus = 'unpaid' | 'paid' | 'closed' | 'refunded';

/**
 * Something an account buys outright, apart from a check-up order: a health card (/purchaseCard) or a
 * special package (/physical/special). Paid online through the payments module; an unpaid purchase
 * closes at its deadline. The purchase number is what the desk redeems a special package by.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    purchaseNo: text('purchase_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['health_card', 'special_package'] }).notNull(),
    /** the health card product's or the special package's id */
    itemId: text('item_id').notNull(),
    itemName: text('item_name').notNull(),
    centreId: text('centre_id').references(() => centres.id),
    amount: integer('amount').$type<Fen>().notNull(),
    status: text('status').$type<PurchaseStatus>().notNull().default('unpaid'),
    /** a health card's holder; null for a special package */
    holder: jsonb('holder').$type<PurchaseHolder>(),
    /** the health card made when it was paid */
    healthCardId: integer('health_card_id'),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('purchases_user_idx').on(t.userId, t.createdAt)],
);

/** A purchase request's idempotency key, scoped to its user: a retry answers the first purchase. */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] })],
);
