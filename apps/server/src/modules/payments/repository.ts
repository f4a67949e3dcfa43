import type { Fen } from '@tijian/domain';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type PaymentStatus, paymentNotifications, payments } from './schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** What a payment pays for: an order or a purchase (exactly one of the two columns is set). */
export type PayableRef = { kind: 'order'; id: number } | { kind: 'purchase'; id: number };

export function refOf(row: Pick<PaymentRow, 'orderId' | 'purchaseId'>): PayableRef {
  return row.orderId !== null
    ? { kind: 'order', id: row.orderId }
    : { kind: 'purchase', id: row.purchaseId! };
}

const payableIs = (ref: PayableRef) =>
  ref.kind === 'order' ? eq(payments.orderId, ref.id) : eq(payments.purchaseId, ref.id);

/** Reads by a user name the user: another account's payment id finds nothing. */
export const paymentsRepository = {
  async findOwn(db: DbOrTx, userId: number, payId: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.payId, payId)));
    return row;
  },

  /** A notification names the payment alone; the caller has verified its signature. */
  async find(db: DbOrTx, payId: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.payId, payId));
    return row;
  },

  /** Locked until commit, after its order (docs/locking.md). */
  async lock(tx: Tx, payId: string): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(payments).where(eq(payments.payId, payId)).for('update');
    return row;
  },

  async pendingOf(db: DbOrTx, ref: PayableRef): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(payableIs(ref), eq(payments.status, 'pending')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row;
  },

  /** The completed payment (one each: an order or purchase stops awaiting payment once paid). */
  async paidOf(db: DbOrTx, ref: PayableRef): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(payableIs(ref), eq(payments.status, 'paid')))
      .orderBy(desc(payments.paidAt))
      .limit(1);
    return row;
  },

  /** The completed payments of these orders (refunded ones too), oldest first. */
  async settledOfOrders(db: DbOrTx, orderIds: readonly number[]): Promise<PaymentRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(payments)
      .where(and(inArray(payments.orderId, [...orderIds]), inArray(payments.status, ['paid', 'refunded'])))
      .orderBy(asc(payments.paidAt));
  },

  /** Payments still pending that were opened before `before`, oldest first. */
  async pendingBefore(db: DbOrTx, before: Date, limit: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'pending'), lte(payments.createdAt, before)))
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  },

  /** pending → expired, only while still pending: of several settlers one moves it. */
  async expire(db: DbOrTx, payId: string): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ status: 'expired' })
      .where(and(eq(payments.payId, payId), eq(payments.status, 'pending')))
      .returning({ payId: payments.payId });
    return rows.length > 0;
  },

  async insert(tx: Tx, values: NewPayment): Promise<PaymentRow> {
    const [row] = await tx.insert(payments).values(values).returning();
    return row!;
  },

  async setStatus(
    tx: DbOrTx,
    payId: string,
    status: PaymentStatus,
    set: { tradeNo?: string; paidAt?: Date } = {},
  ): Promise<void> {
    await tx
      .update(payments)
      .set({ status, ...set })
      .where(eq(payments.payId, payId));
  },

  /** Records a notification; false when this provider's trade was recorded before (a repeat delivery). */
  async recordNotification(
    tx: Tx,
    n: { provider: string; tradeNo: string; payId: string; amount: Fen; at: Date },
  ): Promise<boolean> {
    const rows = await tx
      .insert(paymentNotifications)
      .values({
        provider: n.provider,
        tradeNo: n.tradeNo,
        payId: n.payId,
        amount: n.amount,
        receivedAt: n.at,
      })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    return rows.length > 0;
  },

  async notificationsOf(db: DbOrTx, payId: string) {
    return db.select().from(paymentNotifications).where(eq(paymentNotifications.payId, payId));
  },
};
