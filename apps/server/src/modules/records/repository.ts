// What the records screens read, as plain selects on the tables of the modules that write them: the
// medical cards (wallet's table), the check-up orders and the purchases (health cards, special
// packages) with their payments, and the orders' refunds. Every read names the user, so another
// account's id finds nothing.
import { and, asc, countDistinct, desc, eq, inArray, isNotNull, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centres } from '../centres/schema.ts';
import { healthCards } from '../health-cards/schema.ts';
import { orders } from '../orders/schema.ts';
import { type PaymentStatus, payments } from '../payments/schema.ts';
import { purchases } from '../purchases/schema.ts';
import { refunds } from '../refunds/schema.ts';
import { medicalCards } from '../wallet/schema.ts';

export type MedicalCardRow = typeof medicalCards.$inferSelect & { centreName: string | null };
export type PurchaseOrderRow = typeof orders.$inferSelect;
export type PurchasePaymentRow = typeof payments.$inferSelect;
export type PurchaseRefundRow = typeof refunds.$inferSelect;
export type BoughtRow = typeof purchases.$inferSelect & { centreName: string | null; cardNo: string | null };

/** A paid thing on a page of records: an order or a purchase (exactly one). */
export type PaidRef = { kind: 'order'; id: number } | { kind: 'purchase'; id: number };

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
   * A page of the user's orders and purchases that were paid online (a completed payment), by the
   * first payment's time, newest first; and how many there are in all.
   */
  async paidPage(
    db: DbOrTx,
    userId: number,
    page: { offset: number; limit: number },
  ): Promise<{ refs: PaidRef[]; total: number }> {
    const firstPaid = min(payments.paidAt);
    const [rows, [count]] = await Promise.all([
      db
        .select({ orderId: payments.orderId, purchaseId: payments.purchaseId, firstPaid })
        .from(payments)
        .where(completedOf(userId))
        .groupBy(payments.orderId, payments.purchaseId)
        .orderBy(desc(firstPaid), desc(payments.orderId), desc(payments.purchaseId))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ orders: countDistinct(payments.orderId), purchases: countDistinct(payments.purchaseId) })
        .from(payments)
        .where(completedOf(userId)),
    ]);
    return {
      refs: rows.map(
        (r): PaidRef =>
          r.orderId !== null ? { kind: 'order', id: r.orderId } : { kind: 'purchase', id: r.purchaseId! },
      ),
      total: (count?.orders ?? 0) + (count?.purchases ?? 0),
    };
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

  /** These purchases of the user, with the seller's name and the card a health card purchase issued. */
  async boughtOf(db: DbOrTx, userId: number, ids: readonly number[]): Promise<BoughtRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ purchase: purchases, centreName: centres.name, cardNo: healthCards.cardNo })
      .from(purchases)
      .leftJoin(centres, eq(centres.id, purchases.centreId))
      .leftJoin(healthCards, eq(healthCards.id, purchases.healthCardId))
      .where(and(eq(purchases.userId, userId), inArray(purchases.id, [...ids])));
    return rows.map(({ purchase, ...extras }) => ({ ...purchase, ...extras }));
  },

  /** The completed payments of these purchases of the user, oldest first. */
  async purchasePaymentsOf(
    db: DbOrTx,
    userId: number,
    purchaseIds: readonly number[],
  ): Promise<PurchasePaymentRow[]> {
    if (purchaseIds.length === 0) return [];
    return db
      .select()
      .from(payments)
      .where(and(completedOf(userId), inArray(payments.purchaseId, [...purchaseIds])))
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
