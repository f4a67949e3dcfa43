import type { ReportReadKind } from '@tijian/domain';
import { index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../orders/schema.ts';
import { users } from '../users/schema.ts';

/**
 * An examination report of one person (by ID number), from any centre: the summary the doctor wrote
 * and advice, then the structured results in report_results. Read by the account that booked and paid
 * for its order, and by accounts that proved control of the phone recorded for it (report_links, in
 * the family module).
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reportNo: text('report_no').notNull().unique(),
    /** the order it reports on, when booked here; older reports from elsewhere have none */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    idCardNo: text('id_card_no').notNull(),
    name: text('name').notNull(),
    /** the phone the centre recorded for this examination: a code sent to it proves a claim or a link */
    mobilePhone: text('mobile_phone').notNull().default(''),
    sexCode: text('sex_code').notNull(),
    age: integer('age').notNull(),
    sysCenterId: text('sys_center_id').notNull(),
    sysCenterName: text('sys_center_name').notNull(),
    packageName: text('package_name'),
    examDate: text('exam_date').notNull(),
    /** 总检结论: the doctor's summary conclusions, one per line */
    conclusions: jsonb('conclusions').$type<string[]>().notNull().default([]),
    /** 健康建议 */
    advice: jsonb('advice').$type<string[]>().notNull().default([]),
    /** imaging and other described findings: { item, finding, conclusion } */
    findings: jsonb('findings')
      .$type<{ section: string; item: string; finding: string; conclusion: string; abnormal: boolean }[]>()
      .notNull()
      .default([]),
    doctor: text('doctor').notNull().default(''),
    publishedBy: integer('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_person_idx').on(t.idCardNo, t.examDate),
    // An account's list reads the reports of the orders it booked: by order, among millions.
    index('reports_order_idx').on(t.orderId),
  ],
);

/**
 * One measured indicator of a report (blood pressure, glucose, ALT…): value, unit, reference range
 * and the abnormal mark. `code` names the indicator across centres, so a trend can follow it.
 */
export const reportResults = pgTable(
  'report_results',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** general (一般检查), laboratory (实验室检查), imaging (影像检查) */
    section: text('section').$type<'general' | 'laboratory' | 'imaging'>().notNull(),
    /** the group within the section: 血常规, 肝功能, 血脂… */
    groupName: text('group_name').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** as printed ("阴性", "120") */
    value: text('value').notNull(),
    /** the number, when the value is one (for trends) */
    numeric: real('numeric'),
    unit: text('unit').notNull().default(''),
    refLow: real('ref_low'),
    refHigh: real('ref_high'),
    /** as printed when not a numeric range ("阴性") */
    refText: text('ref_text').notNull().default(''),
    /** H above, L below, A abnormal (non-numeric), '' normal */
    flag: text('flag').$type<'H' | 'L' | 'A' | ''>().notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('report_results_report_idx').on(t.reportId), index('report_results_code_idx').on(t.code)],
);

/**
 * Every read of a report (its page, a trend or the evaluation drawn from it), shown to the people who
 * may read it. The reader's phone is kept masked, as it was then; the entry outlives the account.
 */
export const reportReads = pgTable(
  'report_reads',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 138****8000 */
    readerPhone: text('reader_phone').notNull(),
    kind: text('kind').$type<ReportReadKind>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_reads_report_idx').on(t.reportId, t.readAt)],
);
