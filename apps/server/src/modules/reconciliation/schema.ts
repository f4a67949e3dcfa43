import type { MismatchKind } from '@tijian/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One provider's bill of one day compared with our records: once per (provider, day), so the daily
 * job run again (a retry, a second process, a later day catching up) finds it done.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** yyyy-MM-dd, China time: the bill's day */
    billDate: text('bill_date').notNull(),
    /** lines in the provider's bill */
    billLines: integer('bill_lines').notNull(),
    /** our payments and refunds of the day compared */
    ourLines: integer('our_lines').notNull(),
    mismatches: integer('mismatches').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('reconciliation_runs_once').on(t.provider, t.billDate)],
);

/** A side's amount (fen) and its own word for the state. */
export interface MismatchSide {
  amount: number;
  status: string;
}

/** One difference a run found; each is also in the audit log (`payment.reconcile`) for the centre to see. */
export const reconciliationMismatches = pgTable(
  'reconciliation_mismatches',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MismatchKind>().notNull(),
    subject: text('subject').$type<'payment' | 'refund'>().notNull(),
    /** our payment id, or our refund number */
    ref: text('ref').notNull(),
    /** the centre of what it paid for, when we know it */
    centreId: text('centre_id'),
    ours: jsonb('ours').$type<MismatchSide>(),
    theirs: jsonb('theirs').$type<MismatchSide>(),
  },
  (t) => [index('reconciliation_mismatches_run_idx').on(t.runId)],
);
