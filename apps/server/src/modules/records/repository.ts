// What the records screens read, as plain selects on the tables of the modules that write them: the
// medical cards (wallet's table), the check-up orders with their payments and refunds. Every read
// names the user, so another account's id finds nothing.
import { and, asc, countDistinct, desc, eq, inArray, isNotNull, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centres } from '../centres/schema.ts';
import { orders } from '../orders/schema.ts';
import { type PaymentStatus, payments } from '../payments/schema.ts';
import { refunds } from '../refunds/schema.ts';
import { medicalCards } from '../wallet/schema.ts';

export type MedicalCardRow = typeof medicalCards.$inferSelect & { centreName: string | null };
export type PurchaseOrderRow = typeof orders.$inferSelect;
export type PurchasePaymentRow = typeof payments.$inferSelect;
export type PurchaseRefundRow = typeof refunds.$inferSelect;

/** A payment whose money arrived: still held, or given back since (refunded). */
const COMPLETED: PaymentStatus[] = ['paid', 'refunded'];

const cardColumns = {
  id: medicalCards.id,
  userId: medicalCards.userId,
  centreId: medicalCards.centreId,
  cardNo: medicalCards.cardNo,
  kind: medicalCards.kind,
  patientName: medicalCards.patientName,
  idCardNo: medicalCards.idCardNo,
  phone: medicalCards.phone,
  patientNo: medicalCards.patientNo,
  createdAt: medicalCards.createdAt,
  centreName: centres.name,
};

const completedOf = (userId: number) =>
  and(eq(payments.userId, userId), inArray(payments.status, COMPLETED), isNotNull(payments.paidAt));

export const recordsRepository = {
  /** The user's medical cards, newest first; of one centre when it is given. */
  async medicalCards(db: DbOrTx, userId: number, centreId?: string): Promise<MedicalCardRow[]> {
    return db
      .select(cardColumns)
      .from(medicalCards)
      .leftJoin(centres, eq(centres.id, medicalCards.centreId))
      .where(
        and(
          eq(medicalCards.userId, userId),
          centreId === undefined ? undefined : eq(medicalCards.centreId, centreId),
        ),
      )
      .orderBy(desc(medicalCards.createdAt), desc(medicalCards.id));
  },

  async medicalCard(db: DbOrTx, userId: number, id: number): Promise<MedicalCardRow | undefined> {
    const [row] = await db
      .select(cardColumns)
      .from(medicalCards)
      .leftJoin(centres, eq(centres.id, medicalCards.centreId))
      .where(and(eq(medicalCards.userId, userId), eq(medicalCards.id, id)));
    return row;
  },

  /**
   * A page of the user's orders that were paid online (a completed payment), by the first payment's
   * time, newest first; and how many there are in all.
   */
  async paidOrderPage(
    db: DbOrTx,
    userId: number,
    page: { offset: number; limit: number },
  ): Promise<{ ids: number[]; total: number }> {
    const firstPaid = min(payments.paidAt);
    const [rows, [count]] = await Promise.all([
      db
        .select({ orderId: payments.orderId, firstPaid })
        .from(payments)
        .where(completedOf(userId))
        .groupBy(payments.orderId)
        .orderBy(desc(firstPaid), desc(payments.orderId))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ total: countDistinct(payments.orderId) })
        .from(payments)
        .where(completedOf(userId)),
    ]);
    return { ids: rows.map((r) => r.orderId), total: count?.total ?? 0 };
  },

  async ordersOf(db: DbOrTx, userId: number, ids: readonly number[]): Promise<PurchaseOrderRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.id, [...ids])));
  },

  /** The completed payments of these orders of the user, oldest first. */
  async paymentsOf(db: DbOrTx, userId: number, orderIds: readonly number[]): Promise<PurchasePaymentRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(payments)
      .where(and(completedOf(userId), inArray(payments.orderId, [...orderIds])))
      .orderBy(asc(payments.paidAt), asc(payments.payId));
  },

  /** Every refund of these orders of the user, newest first. */
  async refundsOf(db: DbOrTx, userId: number, orderIds: readonly number[]): Promise<PurchaseRefundRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(refunds)
      .where(and(eq(refunds.userId, userId), inArray(refunds.orderId, [...orderIds])))
      .orderBy(desc(refunds.appliedAt), desc(refunds.id));
  },
};
