import type { Fen } from '@tijian/domain';
import { and, asc, count, desc, eq, exists, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type RefundStatus, refundNotifications, refundRequests, refunds } from './schema.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

const OPEN: RefundStatus[] = ['applied', 'refunding'];
/** Money asked of the provider or already back: what a further refund of the payment must leave room for. */
const PAYING: RefundStatus[] = ['refunding', 'refunded'];
/** The person's own refunds of a whole order; a desk refund never stands in for one. */
const ofTheOrder = eq(refunds.kind, 'order');

/** Reads by a user name the user: another account's order finds no refund. */
export const refundsRepository = {
  /**
   * Claims the key for this user. false when it was claimed before; a claim in flight is waited for
   * (the primary key's row), so the loser then sees the winner's refund.
   */
  async claimKey(tx: Tx, userId: number, key: string): Promise<boolean> {
    const rows = await tx
      .insert(refundRequests)
      .values({ userId, idempotencyKey: key })
      .onConflictDoNothing()
      .returning({ userId: refundRequests.userId });
    return rows.length > 0;
  },

  /** The refund a key led to: undefined for an unknown key, null while its claim has none. */
  async refundIdOfKey(db: DbOrTx, userId: number, key: string): Promise<number | null | undefined> {
    const [row] = await db
      .select({ refundId: refundRequests.refundId })
      .from(refundRequests)
      .where(and(eq(refundRequests.userId, userId), eq(refundRequests.idempotencyKey, key)));
    return row ? row.refundId : undefined;
  },

  async linkKey(tx: Tx, userId: number, key: string, refundId: number): Promise<void> {
    await tx
      .update(refundRequests)
      .set({ refundId })
      .where(and(eq(refundRequests.userId, userId), eq(refundRequests.idempotencyKey, key)));
  },

  /** The id the next refund takes, drawn first so its number can be made from it. */
  async nextId(tx: Tx): Promise<number> {
    const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('refunds', 'id')) as id`);
    return Number((result as unknown as { rows: { id: string | number }[] }).rows[0]!.id);
  },

  async insert(tx: Tx, values: NewRefund & { id: number }): Promise<RefundRow> {
    const [row] = await tx.insert(refunds).values(values).returning();
    return row!;
  },

  async byId(db: DbOrTx, userId: number, id: number): Promise<RefundRow | undefined> {
    const [row] = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.userId, userId), eq(refunds.id, id)));
    return row;
  },

  /** A refund by id, whoever's: for staff reads whose routes checked the centre. */
  async byIdOnly(db: DbOrTx, id: number): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
    return row;
  },

  /** The order's latest refund; the newest is the one the detail screen follows. */
  async latestOfOrder(db: DbOrTx, orderId: number): Promise<RefundRow | undefined> {
    const [row] = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), ofTheOrder))
      .orderBy(desc(refunds.id))
      .limit(1);
    return row;
  },

  /** The order's refund still being decided or paid, locked until commit. */
  async lockOpenOfOrder(tx: Tx, orderId: number): Promise<RefundRow | undefined> {
    const [row] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), ofTheOrder, inArray(refunds.status, OPEN)))
      .for('update');
    return row;
  },

  /** The order's latest refund, whatever its state, locked until commit (the centre's decision). */
  async lockLatestOfOrder(tx: Tx, orderId: number): Promise<RefundRow | undefined> {
    const [row] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), ofTheOrder))
      .orderBy(desc(refunds.id))
      .limit(1)
      .for('update');
    return row;
  },

  /** A notification names the refund alone; the caller has verified its signature. */
  async byNo(db: DbOrTx, refundNo: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(refunds).where(eq(refunds.refundNo, refundNo));
    return row;
  },

  /**
   * One more failure the provider reported, counted only if nobody counted it since the caller read
   * `seen`: of two settlers reading the same answer, one counts it. A lone conditional update of the
   * refund row, holding nothing else.
   */
  async countFailure(db: DbOrTx, id: number, seen: number): Promise<boolean> {
    const rows = await db
      .update(refunds)
      .set({ providerFailures: seen + 1 })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'refunding'), eq(refunds.providerFailures, seen)))
      .returning({ id: refunds.id });
    return rows.length > 0;
  },

  /** Locked until commit, after its order and payment (docs/locking.md). */
  async lock(tx: Tx, id: number): Promise<RefundRow | undefined> {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    return row;
  },

  /**
   * Refunds 退款中 decided before `before`, or whose provider's word is already recorded, oldest
   * decision first: those the settling job looks at.
   */
  async stuckRefunding(db: DbOrTx, before: Date, limit: number): Promise<RefundRow[]> {
    const heard = db
      .select({ one: sql`1` })
      .from(refundNotifications)
      .where(eq(refundNotifications.refundNo, refunds.refundNo));
    return db
      .select()
      .from(refunds)
      .where(and(eq(refunds.status, 'refunding'), or(lte(refunds.decidedAt, before), exists(heard))))
      .orderBy(asc(refunds.decidedAt))
      .limit(limit);
  },

  /** Moves the refund only if it is still where the caller saw it: of two writers one gets the row. */
  async move(
    tx: Tx,
    id: number,
    from: RefundStatus,
    to: RefundStatus,
    set: Partial<
      Pick<
        NewRefund,
        | 'decidedAt'
        | 'decidedBy'
        | 'refundedAt'
        | 'closedAt'
        | 'refuseReason'
        | 'providerRefundId'
        | 'provider'
        | 'payId'
      >
    > = {},
  ): Promise<RefundRow | undefined> {
    const [row] = await tx
      .update(refunds)
      .set({ ...set, status: to })
      .where(and(eq(refunds.id, id), eq(refunds.status, from)))
      .returning();
    return row;
  },

  /** Records a notification; false when this provider's refund was recorded before (a repeat delivery). */
  async recordNotification(
    tx: Tx,
    n: { provider: string; providerRefundId: string; refundNo: string; amount: Fen; at: Date },
  ): Promise<boolean> {
    const rows = await tx
      .insert(refundNotifications)
      .values({
        provider: n.provider,
        providerRefundId: n.providerRefundId,
        refundNo: n.refundNo,
        amount: n.amount,
        receivedAt: n.at,
      })
      .onConflictDoNothing()
      .returning({ id: refundNotifications.id });
    return rows.length > 0;
  },

  async notificationsOf(db: DbOrTx, refundNo: string) {
    return db.select().from(refundNotifications).where(eq(refundNotifications.refundNo, refundNo));
  },

  /** The desk refund a key led to, on this order; read under the order's lock. */
  async byRequestKey(db: DbOrTx, orderId: number, key: string): Promise<RefundRow | undefined> {
    const [row] = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.requestKey, key)));
    return row;
  },

  /** The order's online money asked back or back already, fen; read under the order's lock. */
  async paidBack(db: DbOrTx, orderId: number): Promise<number> {
    const [row] = await db
      .select({ total: sql<string | number | null>`sum(${refunds.amount})` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, PAYING)));
    return Number(row?.total ?? 0);
  },

  /** A page of a centre's refunds, newest application first, optionally of one state. */
  async pageOfCentre(
    db: DbOrTx,
    q: { centreId: string; status?: RefundStatus | undefined; limit: number; offset: number },
  ): Promise<{ rows: RefundRow[]; total: number }> {
    const where = and(eq(refunds.centreId, q.centreId), q.status ? eq(refunds.status, q.status) : undefined);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(refunds)
        .where(where)
        .orderBy(desc(refunds.appliedAt), desc(refunds.id))
        .limit(q.limit)
        .offset(q.offset),
      db.select({ n: count() }).from(refunds).where(where),
    ]);
    return { rows, total: Number(counted?.n ?? 0) };
  },

  /** Every refund of these orders, oldest first. */
  async ofOrders(db: DbOrTx, orderIds: readonly number[]): Promise<RefundRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, [...orderIds]))
      .orderBy(asc(refunds.appliedAt), asc(refunds.id));
  },

  async ofOrder(db: DbOrTx, orderId: number): Promise<RefundRow[]> {
    return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.id));
  },
};
