import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { centres } from '../centres/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A user's e-coupons (spec 3). State moves unused → locked (an order holds it) → used (the order was
 * paid), or back to unused when the order goes away; `orderId` names the holder while locked or used.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 1 cash, 2 full-reduction, 3 project, 4 gift */
    couponType: integer('coupon_type').notNull(),
    price: integer('price').notNull(),
    orderMinimum: integer('order_minimum').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    content: text('content').notNull().default(''),
    /** null: usable at every centre */
    centreId: text('centre_id').references(() => centres.id, { onDelete: 'cascade' }),
    /** the item a project or gift coupon is tied to */
    projectId: text('project_id'),
    projectName: text('project_name'),
    state: text('state', { enum: ['unused', 'locked', 'used'] })
      .notNull()
      .default('unused'),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupons_user_idx').on(t.userId), index('coupons_order_idx').on(t.orderId)],
);

/**
 * A user's electronic check-up cards (电子体检卡, 储值卡). A card stores no balance: its balance is the
 * sum of its ledger, so no code path can let a stored number drift from the movements behind it.
 */
export const examCards = pgTable(
  'exam_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardNo: text('card_no').notNull().unique(),
    /** what the card is called on the card itself, e.g. 体检储值卡 */
    name: text('name').notNull().default('电子体检卡'),
    /** null: usable at every centre */
    centreId: text('centre_id').references(() => centres.id, { onDelete: 'cascade' }),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_cards_user_idx').on(t.userId)],
);

/**
 * Every movement of a card's balance, which is their sum: the money put on the card (issue, top-up,
 * positive), an order's debit (negative) when it is submitted, its refund (positive) when the order
 * goes away. One row of each kind per card and order, so a refund delivered twice gives the money
 * back once. Writers lock the card row first (cards by number), so the sum they check is the sum
 * they leave.
 */
export const examCardLedger = pgTable(
  'exam_card_ledger',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => examCards.id, { onDelete: 'cascade' }),
    /** null for money put on the card */
    orderId: integer('order_id'),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: ['issue', 'topup', 'debit', 'refund'] }).notNull(),
    /** what the row says to the holder, e.g. the issuer of the money or the order number */
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exam_card_ledger_once').on(t.cardId, t.orderId, t.reason),
    index('exam_card_ledger_order_idx').on(t.orderId),
  ],
);

/**
 * A centre's patient cards (就诊卡) registered by an account for one of its examinees (itself or a
 * family member): made at the centre's desk or its official account, shown in the app, never typed in
 * it. Identified by the centre's own card number.
 */
export const medicalCards = pgTable(
  'medical_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    centreId: text('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    cardNo: text('card_no').notNull(),
    /** 实名就诊卡 (made at the desk) or 电子就诊卡 (registered on the official account) */
    kind: text('kind', { enum: ['physical', 'electronic'] }).notNull(),
    patientName: text('patient_name').notNull(),
    idCardNo: text('id_card_no').notNull(),
    phone: text('phone').notNull(),
    /** the centre's own patient number (门诊号) */
    patientNo: text('patient_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('medical_cards_centre_no').on(t.centreId, t.cardNo),
    index('medical_cards_user_idx').on(t.userId),
  ],
);

/** Exclusive (value-added) services a centre offers with an order (spec 3 "Other entities"). */
export const exclusiveServices = pgTable(
  'exclusive_services',
  {
    centreId: text('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    item: text('item').notNull(),
    price: integer('price').notNull(),
    /** the plan's total must lie within minPrice..maxPrice (fen, inclusive) */
    minPrice: integer('min_price').notNull().default(0),
    maxPrice: integer('max_price').notNull(),
    isSupport: integer('is_support').notNull().default(1),
    payment: text('payment', { enum: ['online', 'onhospital', 'batch', 'both'] })
      .notNull()
      .default('both'),
    /** places per day unless a day says otherwise (limitNumber) */
    dailyLimit: integer('daily_limit').notNull(),
    inspectionSignificance: text('inspection_significance').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.projectId] })],
);

/**
 * A service's places on one day. Made on first use with the service's daily limit; a row with limit
 * 0 is a day that does not offer the service.
 */
export const exclusiveServiceDays = pgTable(
  'exclusive_service_days',
  {
    centreId: text('centre_id').notNull(),
    projectId: text('project_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    limit: integer('limit').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.centreId, t.projectId, t.date] }),
    check('exclusive_service_days_booked_range', sql`${t.booked} >= 0`),
  ],
);
