import type { Fen, OrderActor, OrderStatus, PayType, Plan } from '@tijian/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

export interface OrderInvoice {
  invoiceTitleType: '0' | '1';
  companyName: string;
  consignee: string;
  mobile: string;
  postAddress: string;
}

/**
 * A booking (spec 3 "Order payload", 4 "Order statuses"). The examinee is copied in as booked: a later
 * change of the account's profile or a family member does not rewrite what was booked. Money in fen.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** TJ + yyyyMMdd (Shanghai) + 6 digits: what the person reads out at the desk */
    orderNo: text('order_no').notNull().unique(),
    status: text('status').$type<OrderStatus>().notNull(),
    bizCode: text('biz_code').notNull(),
    sysCenterId: text('sys_center_id').notNull(),
    sysCenterName: text('sys_center_name').notNull(),
    name: text('name').notNull(),
    idCardNo: text('id_card_no').notNull(),
    sexCode: text('sex_code').notNull(),
    age: integer('age').notNull(),
    marryStateCode: text('marry_state_code').notNull(),
    phone: text('phone').notNull(),
    bookingType: text('booking_type').$type<'product' | 'custom' | 'customize'>().notNull(),
    packageId: text('package_id'),
    packageName: text('package_name'),
    plan: jsonb('plan').$type<Plan>().notNull(),
    itemsPrice: integer('items_price').$type<Fen>().notNull(),
    materialItemsPrice: integer('material_items_price')
      .$type<Fen>()
      .notNull()
      .default(0 as Fen),
    couponDiscount: integer('coupon_discount')
      .$type<Fen>()
      .notNull()
      .default(0 as Fen),
    servicePrice: integer('service_price')
      .$type<Fen>()
      .notNull()
      .default(0 as Fen),
    materialFee: integer('material_fee')
      .$type<Fen>()
      .notNull()
      .default(0 as Fen),
    cardPaid: integer('card_paid')
      .$type<Fen>()
      .notNull()
      .default(0 as Fen),
    /** what is left to pay after coupon and cards (online, or at the centre) */
    payable: integer('payable').$type<Fen>().notNull(),
    /** paid online so far */
    paid: integer('paid')
      .$type<Fen>()
      .notNull()
      .default(0 as Fen),
    payType: text('pay_type').$type<PayType>().notNull(),
    examDate: text('exam_date').notNull(),
    slotNo: integer('slot_no').notNull(),
    slotTime: text('slot_time').notNull(),
    couponId: integer('coupon_id'),
    couponName: text('coupon_name'),
    cardNos: jsonb('card_nos').$type<string[]>().notNull().default([]),
    serviceIds: jsonb('service_ids').$type<string[]>().notNull().default([]),
    isDeliver: integer('is_deliver').notNull().default(0),
    invoice: jsonb('invoice').$type<OrderInvoice | null>(),
    needsReview: boolean('needs_review').notNull().default(false),
    instanceId: text('instance_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** an unpaid online order is closed and its places given back at this instant */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** bumped on every status change, so a stale writer can tell */
    version: integer('version').notNull().default(0),
    /** how many times the person moved the date (the centre's rescheduleLimit caps it) */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /** the desk scanned the check-in code (operator API) */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    examinedAt: timestamp('examined_at', { withTimezone: true }),
    /** the doctor's decision on a reviewed order: note shown to the person, and a changed plan to accept */
    reviewNote: text('review_note').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewPlan: jsonb('review_plan').$type<Plan | null>(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.status),
    index('orders_person_idx').on(t.idCardNo, t.sysCenterId),
    index('orders_deadline_idx').on(t.status, t.payDeadline),
    // The entrance counts a centre's bookings on every visit.
    index('orders_centre_idx').on(t.sysCenterId, t.status),
    // The evening reminders read a day's booked orders, page by page.
    index('orders_exam_day_idx').on(t.examDate, t.status, t.id),
    // The desk's list of a centre's day, in its order: a day of a large chain holds tens of thousands
    // of orders over every centre, so the centre comes first.
    index('orders_centre_day_idx').on(t.sysCenterId, t.examDate, t.slotNo, t.id),
  ],
);

/** What was booked, line by line, at the price it was booked for. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    item: text('item').notNull(),
    price: integer('price').$type<Fen>().notNull(),
    kind: text('kind').$type<'package' | 'custom' | 'material' | 'service' | 'gift'>().notNull(),
    fasting: integer('fasting').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Every status change: who moved the order from where to where, and why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actor: text('actor').$type<OrderActor>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/**
 * A submission's idempotency key, scoped to the user who sent it (a key alone is never trusted
 * across accounts). The primary key decides between two concurrent submissions with one key.
 */
export const orderSubmissions = pgTable(
  'order_submissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] })],
);
