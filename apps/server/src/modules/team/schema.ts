import type { Fen } from '@tijian/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { operators } from '../operators/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A company, a centre's client for company check-ups (docs/team.md): the code its employees type, the
 * booking window, the per-day quota, the budget and what of it live orders hold, and the terms.
 * `budgetUsed` moves only through one conditional UPDATE in the order's transaction (never past the
 * budget); `version` moves at each saved change, so a stale screen's save is refused.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    centreId: text('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    windowStart: date('window_start', { mode: 'string' }).notNull(),
    windowEnd: date('window_end', { mode: 'string' }).notNull(),
    dailyQuota: integer('daily_quota').notNull(),
    budget: integer('budget').$type<Fen>().notNull(),
    budgetUsed: integer('budget_used')
      .$type<Fen>()
      .notNull()
      .default(0 as Fen),
    showPrice: boolean('show_price').notNull().default(true),
    provideInvoice: boolean('provide_invoice').notNull().default(false),
    allowFamily: boolean('allow_family').notNull().default(false),
    questionnaire: boolean('questionnaire').notNull().default(false),
    /** the employee pays this % of the list price for what they add (85 = 8.5折) */
    discountPercent: integer('discount_percent').notNull().default(100),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('companies_centre_idx').on(t.centreId),
    // Not capped by the budget here: a budget saved lower than what live orders hold keeps them.
    check('companies_budget_check', sql`${t.budgetUsed} >= 0`),
  ],
);

/** A 职级's terms: the package, what the company pays per person, and the topic packages it pays. */
export const companyGrades = pgTable(
  'company_grades',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    grade: text('grade').notNull(),
    packageId: text('package_id').notNull(),
    customPrice: integer('custom_price').$type<Fen>().notNull(),
    topicPackageIds: text('topic_package_ids').array().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.grade] })],
);

/**
 * A place on a company's roster: the person as the HR file has them, and the account that proved
 * it (linked once; another account is refused). One place per ID number per company.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    idCardNo: text('id_card_no').notNull(),
    phone: text('phone').notNull(),
    grade: text('grade').notNull(),
    department: text('department').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    /** the last reminder to book (at most one a day) */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_members_company_id_card_idx').on(t.companyId, t.idCardNo),
    index('team_members_user_idx').on(t.userId),
  ],
);

/**
 * A team order: the ordinary order (orders module) of a roster place, with the company's and the
 * employee's parts. `open` while the order holds the company's day place and budget; the release
 * hook flips it once, giving both back. At most one open order per place.
 */
export const teamOrders = pgTable(
  'team_orders',
  {
    // No foreign key: the row is written in the order's transaction just before the order itself
    // (the company's counters are taken before the centre's place), and orders are never deleted.
    orderId: integer('order_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    companyPays: integer('company_pays').$type<Fen>().notNull(),
    selfPays: integer('self_pays').$type<Fen>().notNull(),
    open: boolean('open').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_orders_one_open_idx').on(t.memberId).where(sql`${t.open}`),
    index('team_orders_member_idx').on(t.memberId),
    index('team_orders_company_idx').on(t.companyId),
  ],
);

/** A company's places taken on one day (its per-day quota), moved by one conditional UPDATE. */
export const companyDays = pgTable(
  'company_days',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.date] }),
    check('company_days_booked_check', sql`${t.booked} >= 0`),
  ],
);

/** An HR administrator: an operator account bound to a company (it may hold no centre role at all). */
export const companyAdmins = pgTable(
  'company_admins',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.operatorId, t.companyId] }),
    index('company_admins_company_idx').on(t.companyId),
  ],
);

/** A failed roster proof of an account (10 an hour at most). */
export const teamVerifyFailures = pgTable(
  'team_verify_failures',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('team_verify_failures_user_idx').on(t.userId, t.at)],
);
