// The e-invoices table, and what an invoice is made from, read from the tables of the modules that
// write them (as the records module reads them): the order, its completed payments, its completed
// refunds, its lines and whether its centre issues e-invoices. Every read names the user, so another
// account's order finds nothing.
import { and, asc, eq, inArray, isNotNull, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centres } from '../centres/schema.ts';
import { orderItems, orders } from '../orders/schema.ts';
import { type PaymentStatus, payments } from '../payments/schema.ts';
import { refunds } from '../refunds/schema.ts';
import { type EInvoiceRow, eInvoices, type NewEInvoice } from './schema.ts';

/** A payment whose money arrived: still held, or given back since. */
const COMPLETED: PaymentStatus[] = ['paid', 'refunded'];

export interface InvoiceSource {
  orderId: number;
  orderNo: string;
  centreId: string;
  centreName: string;
  /** 1 when the centre issues e-invoices */
  eInvoice: number;
  paidOnline: number;
  refunded: number;
}

export const invoicesRepository = {
  async ofOrder(db: DbOrTx, userId: number, orderId: number): Promise<EInvoiceRow | undefined> {
    const [row] = await db
      .select()
      .from(eInvoices)
      .where(and(eq(eInvoices.userId, userId), eq(eInvoices.orderId, orderId)));
    return row;
  },

  /** The user's order with what was paid online and refunded, and its centre's flag; none for another's. */
  async source(db: DbOrTx, userId: number, orderId: number): Promise<InvoiceSource | undefined> {
    const [order] = await db
      .select({
        orderId: orders.id,
        orderNo: orders.orderNo,
        centreId: orders.sysCenterId,
        orderCentreName: orders.sysCenterName,
        centreName: centres.name,
        eInvoice: centres.eInvoice,
      })
      .from(orders)
      .leftJoin(centres, eq(centres.id, orders.sysCenterId))
      .where(and(eq(orders.userId, userId), eq(orders.id, orderId)));
    if (!order) return undefined;
    const [[paid], [back]] = await Promise.all([
      db
        .select({ total: sum(payments.amount).mapWith(Number) })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            eq(payments.userId, userId),
            inArray(payments.status, COMPLETED),
            isNotNull(payments.paidAt),
          ),
        ),
      db
        .select({ total: sum(refunds.amount).mapWith(Number) })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.userId, userId), eq(refunds.status, 'refunded'))),
    ]);
    return {
      orderId: order.orderId,
      orderNo: order.orderNo,
      centreId: order.centreId,
      centreName: order.centreName ?? order.orderCentreName,
      eInvoice: order.eInvoice ?? 0,
      paidOnline: paid?.total ?? 0,
      refunded: back?.total ?? 0,
    };
  },

  /** The order's lines as booked, in booking order. */
  async lines(db: DbOrTx, orderId: number): Promise<{ item: string; price: number }[]> {
    return db
      .select({ item: orderItems.item, price: orderItems.price })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
  },

  /** Writes the invoice unless the order has one already; the order's invoice either way. */
  async insertOnce(db: DbOrTx, invoice: NewEInvoice): Promise<EInvoiceRow> {
    const [inserted] = await db.insert(eInvoices).values(invoice).onConflictDoNothing().returning();
    if (inserted) return inserted;
    const [existing] = await db.select().from(eInvoices).where(eq(eInvoices.orderId, invoice.orderId));
    return existing!;
  },

  async count(db: DbOrTx): Promise<number> {
    return (await db.select({ id: eInvoices.id }).from(eInvoices)).length;
  },
};
