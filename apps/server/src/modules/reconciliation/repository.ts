// Our side of a day's money, read from the payments and refunds tables as the bill sees them, and
// the runs and differences the reconciliation keeps.
import type { LedgerLine } from '@tijian/domain';
import { and, eq, gte, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orders } from '../orders/schema.ts';
import { payments } from '../payments/schema.ts';
import { purchases } from '../purchases/schema.ts';
import { refunds } from '../refunds/schema.ts';
import { type MismatchSide, reconciliationMismatches, reconciliationRuns } from './schema.ts';

/** A line of ours, with the centre of what it paid for (null for what no centre sells). */
export type OurLine = LedgerLine & { centreId: string | null };

export interface Day {
  from: Date;
  until: Date;
}

const within = (at: Date | null, day: Day) => at !== null && at >= day.from && at < day.until;

export const reconciliationRepository = {
  async runOf(db: DbOrTx, provider: string, billDate: string) {
    const [row] = await db
      .select()
      .from(reconciliationRuns)
      .where(and(eq(reconciliationRuns.provider, provider), eq(reconciliationRuns.billDate, billDate)));
    return row;
  },

  async mismatchesOf(db: DbOrTx, runId: number) {
    return db
      .select()
      .from(reconciliationMismatches)
      .where(eq(reconciliationMismatches.runId, runId))
      .orderBy(reconciliationMismatches.id);
  },

  /**
   * The provider's payments whose money moved in the day (paid, later refunded, or paid after their
   * order closed), and any payment the bill names: those outside the day are compared, not missed.
   */
  async paymentLines(db: DbOrTx, provider: string, day: Day, named: string[]): Promise<OurLine[]> {
    const inDay = and(gte(payments.paidAt, day.from), lt(payments.paidAt, day.until));
    const rows = await db
      .select({
        payId: payments.payId,
        amount: payments.amount,
        status: payments.status,
        tradeNo: payments.tradeNo,
        paidAt: payments.paidAt,
        orderCentre: orders.sysCenterId,
        purchaseCentre: purchases.centreId,
      })
      .from(payments)
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .leftJoin(purchases, eq(purchases.id, payments.purchaseId))
      .where(and(eq(payments.provider, provider), anyOf(inDay, payments.payId, named)));
    return rows.map((r) => ({
      subject: 'payment',
      ref: r.payId,
      amount: r.amount,
      // A payment closed with a trade number is money that came after its order closed.
      settled:
        r.status === 'paid' || r.status === 'refunded' || (r.status === 'closed' && r.tradeNo !== null),
      status: r.status,
      inDay: within(r.paidAt, day),
      centreId: r.orderCentre ?? r.purchaseCentre ?? null,
    }));
  },

  /** The provider's refunds paid back in the day, and any refund the bill names. */
  async refundLines(db: DbOrTx, provider: string, day: Day, named: string[]): Promise<OurLine[]> {
    const inDay = and(gte(refunds.refundedAt, day.from), lt(refunds.refundedAt, day.until));
    const rows = await db
      .select()
      .from(refunds)
      .where(
        and(eq(refunds.provider, provider), isNotNull(refunds.payId), anyOf(inDay, refunds.refundNo, named)),
      );
    return rows.map((r) => ({
      subject: 'refund',
      ref: r.refundNo,
      amount: r.amount,
      settled: r.status === 'refunded',
      status: r.status,
      inDay: within(r.refundedAt, day),
      centreId: r.centreId,
    }));
  },

  /**
   * The run's row, unless one of the same provider and day exists: inserted in the caller's
   * transaction, so a second process doing the same day waits on the unique index, then finds it
   * taken (null) and writes nothing.
   */
  async claimRun(
    tx: Tx,
    run: {
      provider: string;
      billDate: string;
      billLines: number;
      ourLines: number;
      mismatches: number;
      at: Date;
    },
  ): Promise<number | null> {
    const [row] = await tx
      .insert(reconciliationRuns)
      .values(run)
      .onConflictDoNothing()
      .returning({ id: reconciliationRuns.id });
    return row?.id ?? null;
  },

  async insertMismatches(
    tx: Tx,
    rows: {
      runId: number;
      kind: (typeof reconciliationMismatches.$inferInsert)['kind'];
      subject: 'payment' | 'refund';
      ref: string;
      centreId: string | null;
      ours: MismatchSide | null;
      theirs: MismatchSide | null;
    }[],
  ): Promise<void> {
    if (rows.length > 0) await tx.insert(reconciliationMismatches).values(rows);
  },
};

function anyOf(
  inDay: SQL | undefined,
  column: typeof payments.payId | typeof refunds.refundNo,
  named: string[],
) {
  return named.length === 0 ? inDay : or(inDay, inArray(column, named));
}
