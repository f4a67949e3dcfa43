import type { Fen, InvoiceTitleType } from '@tijian/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../orders/schema.ts';
import { users } from '../users/schema.ts';

/** One line of an issued invoice: what it was for and its amount in fen (a discount line is negative). */
export interface IssuedInvoiceLine {
  item: string;
  amount: Fen;
}

/**
 * The electronic invoices issued (issue 21, beyond the spec): at most one per order, kept as issued
 * (buyer, seller, amount and lines), so the PDF made again later is the same invoice.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    id: serial('id').primaryKey(),
    /** FP + the day issued (Shanghai, yyyyMMdd) + the order's id */
    invoiceNo: text('invoice_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleType: text('title_type').$type<InvoiceTitleType>().notNull(),
    buyerName: text('buyer_name').notNull(),
    /** a company's 纳税人识别号; empty for a person */
    taxNumber: text('tax_number').notNull().default(''),
    amount: integer('amount').$type<Fen>().notNull(),
    lines: jsonb('lines').$type<IssuedInvoiceLine[]>().notNull(),
    /** the seller: the order's centre, its id and name when issued */
    centreId: text('centre_id').notNull(),
    sellerName: text('seller_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('e_invoices_user_idx').on(t.userId)],
);

export type EInvoiceRow = typeof eInvoices.$inferSelect;
export type NewEInvoice = typeof eInvoices.$inferInsert;
