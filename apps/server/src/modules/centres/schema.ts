import { DEFAULT_RESCHEDULE_CUTOFF, DEFAULT_RESCHEDULE_LIMIT, type OpeningHours } from '@tijian/domain';
import { doublePrecision, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const cities = pgTable('cities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  spell: text('spell').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  sort: integer('sort').notNull().default(0),
});

export interface DisclaimerItem {
  title: string;
  content: string;
}

/** One section of the centre's 体检须知 (spec 2 route /mec/guidelines). */
export interface GuidelineItem {
  title: string;
  content: string;
}

export const centres = pgTable('centres', {
  id: text('id').primaryKey(),
  cityId: text('city_id')
    .notNull()
    .references(() => cities.id),
  name: text('name').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  /** the days and periods it opens: the hours its page shows and the slots its calendar is cut into */
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** comma list of image URLs; the first is the cover */
  image: text('image').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  individuationOpt: integer('individuation_opt').notNull().default(0),
  projectSelectOpt: integer('project_select_opt').notNull().default(0),
  receiveOnline: integer('receive_online').notNull().default(1),
  showPackagePrice: integer('show_package_price').notNull().default(1),
  groupShowPrice: integer('group_show_price').notNull().default(1),
  personalProvideInvoice: integer('personal_provide_invoice').notNull().default(0),
  groupProvideInvoice: integer('group_provide_invoice').notNull().default(0),
  personalNotInvoiceNote: text('personal_not_invoice_note').notNull().default(''),
  /** 1 when the centre issues electronic invoices for orders paid online (issue 21, beyond the spec) */
  eInvoice: integer('e_invoice').notNull().default(0),
  paymentMethodCodes: text('payment_method_codes').notNull().default('online,onhospital'),
  hosPaymentMethodCodes: text('hos_payment_method_codes').notNull().default('online,onhospital'),
  verifyOn: integer('verify_on').notNull().default(0),
  verifyType: integer('verify_type').notNull().default(1),
  healthFlag: integer('health_flag').notNull().default(0),
  onlineFlag: integer('online_flag').notNull().default(0),
  columnFlag: integer('column_flag').notNull().default(0),
  fastingCheckStart: text('fasting_check_start').notNull().default('00:00'),
  fastingCheckEnd: text('fasting_check_end').notNull().default('24:00'),
  disclaimerTitle: text('disclaimer_title').notNull().default(''),
  disclaimer: jsonb('disclaimer').$type<DisclaimerItem[]>().notNull().default([]),
  deliveryPrice: integer('delivery_price').notNull().default(0),
  deliveryName: text('delivery_name').notNull().default(''),
  mailCost: integer('mail_cost').notNull().default(0),
  mailExpress: text('mail_express').notNull().default(''),
  expertUrl: text('expert_url').notNull().default(''),
  honorUrl: text('honor_url').notNull().default(''),
  /** plain paragraphs separated by blank lines */
  introduction: text('introduction').notNull().default(''),
  guidelines: jsonb('guidelines').$type<GuidelineItem[]>().notNull().default([]),
  /** 1 when the centre takes company (team) bookings: the mode flag the centre picker filters by */
  groupCheckFlag: integer('group_check_flag').notNull().default(0),
  /** a booked date can be moved until this time (HH:mm, Shanghai) on the day before the exam */
  rescheduleCutoff: text('reschedule_cutoff').notNull().default(DEFAULT_RESCHEDULE_CUTOFF),
  /** how many times one order may be moved */
  rescheduleLimit: integer('reschedule_limit').notNull().default(DEFAULT_RESCHEDULE_LIMIT),
  /** the numbers an upgrade is booked through in advance (centre 00-07's upgrade wording, spec 9) */
  upgradePhones: jsonb('upgrade_phones').$type<string[]>().notNull().default([]),
});
