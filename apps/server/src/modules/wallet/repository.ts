import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orders } from '../orders/schema.ts';
import { coupons, examCardLedger, examCards, exclusiveServiceDays, exclusiveServices } from './schema.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type CardRow = typeof examCards.$inferSelect;
/** A card with its balance: the sum of its ledger, never a stored number. */
export type CardWithBalance = CardRow & { balance: number };
export type LedgerRow = typeof examCardLedger.$inferSelect;
export type ServiceRow = typeof exclusiveServices.$inferSelect;
export type ServiceDayRow = typeof exclusiveServiceDays.$inferSelect;

/** A card's balance in a select over exam_cards: the sum of its ledger rows. */
// Written out with its aliases: in a select list Drizzle leaves columns unqualified, and a bare "id"
// inside the subquery would be the ledger row's own.
const balanceOfCard = sql<number>`(select coalesce(sum(l.amount), 0) from exam_card_ledger l where l.card_id = "exam_cards"."id")::int`;

/**
 * Every read of a coupon or card names its owner, so another user's id is simply not found. Coupon
 * states move only through conditional UPDATEs that re-check the row they change; a card's balance
 * moves only by ledger rows, written under the card's row lock.
 */
export const walletRepository = {
  async couponsOf(db: DbOrTx, userId: number): Promise<CouponRow[]> {
    return db
      .select()
      .from(coupons)
      .where(eq(coupons.userId, userId))
      .orderBy(asc(coupons.endDate), asc(coupons.id));
  },

  async coupon(db: DbOrTx, userId: number, id: number): Promise<CouponRow | undefined> {
    const [row] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.userId, userId), eq(coupons.id, id)));
    return row;
  },

  async lockCoupon(db: DbOrTx, userId: number, id: number, orderId: number): Promise<CouponRow | undefined> {
    const [row] = await db
      .update(coupons)
      .set({ state: 'locked', orderId, updatedAt: sql`now()` })
      .where(and(eq(coupons.userId, userId), eq(coupons.id, id), eq(coupons.state, 'unused')))
      .returning();
    return row;
  },

  /** The owner's order a coupon names (the one that spent or holds it), as the coupon's detail shows it. */
  async couponOrder(
    db: DbOrTx,
    userId: number,
    orderId: number,
  ): Promise<
    { id: number; orderNo: string; sysCenterId: string; sysCenterName: string; examDate: string } | undefined
  > {
    const [row] = await db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        sysCenterId: orders.sysCenterId,
        sysCenterName: orders.sysCenterName,
        examDate: orders.examDate,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    return row;
  },

  async setCouponState(
    db: DbOrTx,
    orderId: number,
    from: CouponRow['state'],
    to: CouponRow['state'],
  ): Promise<number> {
    const rows = await db
      .update(coupons)
      .set({ state: to, orderId: to === 'unused' ? null : orderId, updatedAt: sql`now()` })
      .where(and(eq(coupons.orderId, orderId), eq(coupons.state, from)))
      .returning({ id: coupons.id });
    return rows.length;
  },

  /** The owner's cards with their balances (each the sum of its ledger), the soonest to expire first. */
  async cardsOf(db: DbOrTx, userId: number): Promise<CardWithBalance[]> {
    return db
      .select({ ...getTableColumns(examCards), balance: balanceOfCard })
      .from(examCards)
      .where(eq(examCards.userId, userId))
      .orderBy(asc(examCards.expiryDate), asc(examCards.id));
  },

  async cardsByNo(db: DbOrTx, userId: number, cardNos: readonly string[]): Promise<CardWithBalance[]> {
    if (cardNos.length === 0) return [];
    return db
      .select({ ...getTableColumns(examCards), balance: balanceOfCard })
      .from(examCards)
      .where(and(eq(examCards.userId, userId), inArray(examCards.cardNo, [...cardNos])));
  },

  /**
   * The owner's cards of these numbers, their rows locked (`FOR UPDATE`) in card-number order, so two
   * writers sharing cards never wait on each other in a circle (docs/locking.md, step 6). Balances
   * are read after the lock: what a writer checks is what it leaves.
   */
  async lockCards(tx: Tx, userId: number, cardNos: readonly string[]): Promise<CardWithBalance[]> {
    if (cardNos.length === 0) return [];
    const rows = await tx
      .select()
      .from(examCards)
      .where(and(eq(examCards.userId, userId), inArray(examCards.cardNo, [...cardNos])))
      .orderBy(asc(examCards.cardNo))
      .for('update');
    const sums = await walletRepository.balances(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, balance: sums.get(r.id) ?? 0 }));
  },

  /** Locks the cards of these ids (whoever owns them), in card-number order. */
  async lockCardsById(tx: Tx, cardIds: readonly number[]): Promise<void> {
    if (cardIds.length === 0) return;
    await tx
      .select({ id: examCards.id })
      .from(examCards)
      .where(inArray(examCards.id, [...cardIds]))
      .orderBy(asc(examCards.cardNo))
      .for('update');
  },

  /** Each card's balance: the sum of its ledger (0 for a card without rows). */
  async balances(db: DbOrTx, cardIds: readonly number[]): Promise<Map<number, number>> {
    if (cardIds.length === 0) return new Map();
    const rows = await db
      .select({
        cardId: examCardLedger.cardId,
        sum: sql<number>`coalesce(sum(${examCardLedger.amount}), 0)::int`,
      })
      .from(examCardLedger)
      .where(inArray(examCardLedger.cardId, [...cardIds]))
      .groupBy(examCardLedger.cardId);
    return new Map(rows.map((r) => [r.cardId, Number(r.sum)]));
  },

  /** Adds a ledger row; false when the card already has this order's row of this reason. */
  async addLedger(db: DbOrTx, row: typeof examCardLedger.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(examCardLedger)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: examCardLedger.id });
    return rows.length > 0;
  },

  /** The card movements of several orders (debits and refunds), in the order they were written. */
  async ledgerOfOrders(db: DbOrTx, orderIds: readonly number[]): Promise<(LedgerRow & { cardNo: string })[]> {
    if (orderIds.length === 0) return [];
    const rows = await db
      .select({ row: examCardLedger, cardNo: examCards.cardNo })
      .from(examCardLedger)
      .innerJoin(examCards, eq(examCards.id, examCardLedger.cardId))
      .where(inArray(examCardLedger.orderId, [...orderIds]))
      .orderBy(asc(examCardLedger.id));
    return rows.map((r) => ({ ...r.row, cardNo: r.cardNo }));
  },

  async ledgerOf(db: DbOrTx, orderId: number): Promise<(LedgerRow & { cardNo: string })[]> {
    const rows = await db
      .select({ row: examCardLedger, cardNo: examCards.cardNo })
      .from(examCardLedger)
      .innerJoin(examCards, eq(examCards.id, examCardLedger.cardId))
      .where(eq(examCardLedger.orderId, orderId))
      .orderBy(asc(examCardLedger.id));
    return rows.map((r) => ({ ...r.row, cardNo: r.cardNo }));
  },

  /** A card's movements, the latest first, each with the number of the order it belongs to, if any. */
  async cardLedger(db: DbOrTx, cardId: number): Promise<(LedgerRow & { orderNo: string | null })[]> {
    const rows = await db
      .select({ row: examCardLedger, orderNo: orders.orderNo })
      .from(examCardLedger)
      .leftJoin(orders, eq(orders.id, examCardLedger.orderId))
      .where(eq(examCardLedger.cardId, cardId))
      .orderBy(desc(examCardLedger.at), desc(examCardLedger.id));
    return rows.map((r) => ({ ...r.row, orderNo: r.orderNo }));
  },

  async servicesOf(db: DbOrTx, centreId: string): Promise<ServiceRow[]> {
    return db
      .select()
      .from(exclusiveServices)
      .where(eq(exclusiveServices.centreId, centreId))
      .orderBy(asc(exclusiveServices.sort), asc(exclusiveServices.projectId));
  },

  async serviceDays(db: DbOrTx, centreId: string, date: string): Promise<ServiceDayRow[]> {
    return db
      .select()
      .from(exclusiveServiceDays)
      .where(and(eq(exclusiveServiceDays.centreId, centreId), eq(exclusiveServiceDays.date, date)));
  },

  /** The day's row with the service's usual limit, unless the day already has one. */
  async ensureServiceDay(
    db: DbOrTx,
    centreId: string,
    projectId: string,
    date: string,
    limit: number,
  ): Promise<void> {
    await db.insert(exclusiveServiceDays).values({ centreId, projectId, date, limit }).onConflictDoNothing();
  },

  async takeService(db: DbOrTx, centreId: string, projectId: string, date: string): Promise<boolean> {
    const rows = await db
      .update(exclusiveServiceDays)
      .set({ booked: sql`${exclusiveServiceDays.booked} + 1` })
      .where(
        and(
          eq(exclusiveServiceDays.centreId, centreId),
          eq(exclusiveServiceDays.projectId, projectId),
          eq(exclusiveServiceDays.date, date),
          lt(exclusiveServiceDays.booked, exclusiveServiceDays.limit),
        ),
      )
      .returning({ booked: exclusiveServiceDays.booked });
    return rows.length > 0;
  },

  async giveService(db: DbOrTx, centreId: string, projectId: string, date: string): Promise<void> {
    await db
      .update(exclusiveServiceDays)
      .set({ booked: sql`${exclusiveServiceDays.booked} - 1` })
      .where(
        and(
          eq(exclusiveServiceDays.centreId, centreId),
          eq(exclusiveServiceDays.projectId, projectId),
          eq(exclusiveServiceDays.date, date),
          gt(exclusiveServiceDays.booked, 0),
        ),
      );
  },

  // Seeding: rows keyed by natural keys are rewritten; counters already moved by orders are kept.

  /** A user's coupon of this name is given once, whatever later became of it. */
  async giveCouponOnce(db: DbOrTx, row: typeof coupons.$inferInsert): Promise<void> {
    const [held] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.userId, row.userId), eq(coupons.name, row.name)));
    if (!held) await db.insert(coupons).values(row);
  },

  /**
   * A card put in the owner's hands with `amount` on it (its issue row); a card number already
   * issued is left as it is, with whatever its ledger says. True when the card was new.
   */
  async issueCard(
    db: DbOrTx,
    row: typeof examCards.$inferInsert & { amount: number; note?: string; at?: Date },
  ): Promise<boolean> {
    const { amount, note, at, ...card } = row;
    const [made] = await db
      .insert(examCards)
      .values(card)
      .onConflictDoNothing({ target: examCards.cardNo })
      .returning({ id: examCards.id });
    if (!made) return false;
    await db.insert(examCardLedger).values({
      cardId: made.id,
      orderId: null,
      amount,
      reason: 'issue',
      note: note ?? '开卡充值',
      ...(at ? { at } : {}),
    });
    return true;
  },

  async upsertService(db: DbOrTx, row: typeof exclusiveServices.$inferInsert): Promise<void> {
    const { centreId: _c, projectId: _p, ...rest } = row;
    await db
      .insert(exclusiveServices)
      .values(row)
      .onConflictDoUpdate({ target: [exclusiveServices.centreId, exclusiveServices.projectId], set: rest });
  },

  async upsertServiceDay(db: DbOrTx, row: typeof exclusiveServiceDays.$inferInsert): Promise<void> {
    await db
      .insert(exclusiveServiceDays)
      .values(row)
      .onConflictDoUpdate({
        target: [exclusiveServiceDays.centreId, exclusiveServiceDays.projectId, exclusiveServiceDays.date],
        set: { limit: row.limit },
      });
  },
};
