import { compareLedgers, MISMATCH_NAMES, type Mismatch, shanghaiDate } from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import type { OperatorsService } from '../operators/service.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { PaymentProviders } from '../payments/providers.ts';
import { type Day, type OurLine, reconciliationRepository as repo } from './repository.ts';

/** Days looked back at each run: a bill not ready, or a run that failed, is done a day or two later. */
export const RECONCILE_DAYS = 3;

export interface ReconciliationDeps {
  db: Db;
  clock: () => Date;
  /** the configured providers: each that offers a bill is reconciled on its own */
  providers: PaymentProviders;
  operators: Pick<OperatorsService, 'auditBySystem'>;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

/** The day in China (UTC+8, no daylight saving) as instants: its midnight to the next. */
export function dayOf(date: string): Day {
  const from = new Date(`${date}T00:00:00+08:00`);
  return { from, until: new Date(from.getTime() + 86_400_000) };
}

/** What a run found: its differences, or null when the day was already done (by this or another process). */
export type RunResult = { billDate: string; mismatches: Mismatch[] } | null;

/**
 * The provider's bill of a day compared with our payments and refunds: each difference kept with the
 * run and written to the audit log of the centre it concerns (as the system), once per provider and
 * day.
 */
export function createReconciliationService({ db, clock, providers, operators, log }: ReconciliationDeps) {
  const billers = [...providers.values()].filter((p) => p.downloadBill);
  /** The provider named, else the first that offers a bill. */
  const billerOf = (name?: string): PaymentProvider | undefined =>
    name === undefined ? billers[0] : billers.find((p) => p.name === name);

  async function reconcile(billDate: string, providerName?: string): Promise<RunResult> {
    const provider = billerOf(providerName);
    if (!provider?.downloadBill) return null;
    if (await repo.runOf(db, provider.name, billDate)) return null;
    const bill = await provider.downloadBill(billDate);
    const day = dayOf(billDate);
    const named = (subject: 'payment' | 'refund') =>
      bill.filter((l) => l.subject === subject).map((l) => l.ref);
    const ours: OurLine[] = [
      ...(await repo.paymentLines(db, provider.name, day, named('payment'))),
      ...(await repo.refundLines(db, provider.name, day, named('refund'))),
    ];
    const mismatches = compareLedgers(ours, bill);
    const centreOf = new Map(ours.map((l) => [`${l.subject}:${l.ref}`, l.centreId]));
    const written = await transaction(db, async (tx) => {
      const runId = await repo.claimRun(tx, {
        provider: provider.name,
        billDate,
        billLines: bill.length,
        ourLines: ours.length,
        mismatches: mismatches.length,
        at: clock(),
      });
      if (runId === null) return false;
      const rows = mismatches.map((m) => ({
        ...m,
        runId,
        centreId: centreOf.get(`${m.subject}:${m.ref}`) ?? null,
      }));
      await repo.insertMismatches(tx, rows);
      for (const m of rows) {
        await operators.auditBySystem(
          {
            centreId: m.centreId,
            action: 'payment.reconcile',
            targetType: m.subject,
            targetId: m.ref,
            detail: {
              body: { provider: provider.name, billDate, kind: MISMATCH_NAMES[m.kind] },
              before: m.ours ?? { missing: MISMATCH_NAMES.missingOurs },
              after: m.theirs ?? { missing: MISMATCH_NAMES.missingTheirs },
            },
            outcome: 'ok',
          },
          tx,
        );
      }
      return true;
    });
    if (!written) return null;
    const details = { provider: provider.name, billDate, lines: bill.length, mismatches: mismatches.length };
    if (mismatches.length > 0) log.error(details, 'ALERT reconciliation found mismatches');
    else log.info(details, 'reconciled with the provider’s bill');
    return { billDate, mismatches };
  }

  return {
    reconcile,

    /**
     * The daily job: the last RECONCILE_DAYS days before today (China time) not yet done, oldest
     * first. A day whose bill cannot be had yet is logged and tried again at the next run.
     */
    async reconcileRecent(now: Date = clock()): Promise<RunResult[]> {
      for (const provider of providers.values()) {
        if (!provider.downloadBill) {
          log.info({ provider: provider.name }, 'reconciliation skipped: the provider offers no bill');
        }
      }
      const results: RunResult[] = [];
      for (const provider of billers) {
        for (let back = RECONCILE_DAYS; back >= 1; back--) {
          const date = shanghaiDate(new Date(now.getTime() - back * 86_400_000));
          try {
            results.push(await reconcile(date, provider.name));
          } catch (error) {
            log.warn(
              { provider: provider.name, billDate: date, err: (error as Error).message },
              'reconciliation failed; tried again next run',
            );
          }
        }
      }
      return results;
    },

    /** A day's run and its differences, as kept (tests, and whoever looks into one). */
    async runOf(billDate: string, providerName?: string) {
      const provider = billerOf(providerName);
      if (!provider) return null;
      const run = await repo.runOf(db, provider.name, billDate);
      return run ? { ...run, mismatches: await repo.mismatchesOf(db, run.id) } : null;
    },
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
