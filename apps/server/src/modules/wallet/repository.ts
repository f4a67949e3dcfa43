import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { coupons, examCardLedger, examCards, exclusiveServiceDays, exclusiveServices } from './schema.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type CardRow = typeof examCards.$inferSelect;
export type LedgerRow = typeof examCardLedger.$inferSelect;
export type ServiceRow = typeof exclusiveServices.$inferSelect;
export type ServiceDayRow = typeof exclusiveServiceDays.$inferSelect;

/**
 * Every read of a coupon or card names its owner, so another user's id is simply not found. Balances
 * and states move only through conditional UPDATEs that re-check the row they change.
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

  async cardsOf(db: DbOrTx, userId: number): Promise<CardRow[]> {
    return db
      .select()
      .from(examCards)
      .where(eq(examCards.userId, userId))
      .orderBy(asc(examCards.expiryDate), asc(examCards.id));
  },

  async cardsByNo(db: DbOrTx, userId: number, cardNos: string[]): Promise<CardRow[]> {
    if (cardNos.length === 0) return [];
    return db
      .select()
      .from(examCards)
      .where(and(eq(examCards.userId, userId), inArray(examCards.cardNo, cardNos)));
  },

  /** Takes `amount` off the card only while its balance covers it. */
  async debit(db: DbOrTx, cardId: number, amount: number): Promise<boolean> {
    const rows = await db
      .update(examCards)
      .set({ balance: sql`${examCards.balance} - ${amount}` })
      .where(and(eq(examCards.id, cardId), gte(examCards.balance, amount)))
      .returning({ id: examCards.id });
    return rows.length > 0;
  },

  async credit(db: DbOrTx, cardId: number, amount: number): Promise<void> {
    await db
      .update(examCards)
      .set({ balance: sql`${examCards.balance} + ${amount}` })
      .where(eq(examCards.id, cardId));
  },

  async addLedger(db: DbOrTx, row: typeof examCardLedger.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(examCardLedger)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: examCardLedger.id });
    return rows.length > 0;
  },

  async removeLedger(
    db: DbOrTx,
    cardId: number,
    orderId: number,
    reason: LedgerRow['reason'],
  ): Promise<void> {
    await db
      .delete(examCardLedger)
      .where(
        and(
          eq(examCardLedger.cardId, cardId),
          eq(examCardLedger.orderId, orderId),
          eq(examCardLedger.reason, reason),
        ),
      );
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

  async cardLedger(db: DbOrTx, cardId: number): Promise<LedgerRow[]> {
    return db
      .select()
      .from(examCardLedger)
      .where(eq(examCardLedger.cardId, cardId))
      .orderBy(asc(examCardLedger.id));
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

  async upsertCard(db: DbOrTx, row: typeof examCards.$inferInsert): Promise<void> {
    await db.insert(examCards).values(row).onConflictDoNothing({ target: examCards.cardNo });
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
