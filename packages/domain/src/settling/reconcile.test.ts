import { describe, expect, it } from 'vitest';
import { compareLedgers, type LedgerLine } from './reconcile.ts';

const paid = (ref: string, amount: number, extra: Partial<LedgerLine> = {}): LedgerLine => ({
  subject: 'payment',
  ref,
  amount,
  settled: true,
  status: 'paid',
  ...extra,
});

describe('comparing a day with the provider’s bill', () => {
  it('finds nothing when both agree', () => {
    expect(compareLedgers([paid('a', 100)], [paid('a', 100, { status: 'SUCCESS' })])).toEqual([]);
  });

  it('finds each kind of difference', () => {
    const ours = [
      paid('same', 100),
      paid('cheaper', 100),
      paid('unpaid', 100, { settled: false, status: 'pending' }),
      paid('ours-only', 300),
      paid('yesterday', 50, { inDay: false }),
    ];
    const theirs = [
      paid('same', 100, { status: 'SUCCESS' }),
      paid('cheaper', 90, { status: 'SUCCESS' }),
      paid('unpaid', 100, { status: 'SUCCESS' }),
      paid('theirs-only', 200, { status: 'SUCCESS' }),
    ];
    expect(compareLedgers(ours, theirs)).toEqual([
      {
        kind: 'amount',
        subject: 'payment',
        ref: 'cheaper',
        ours: { amount: 100, status: 'paid' },
        theirs: { amount: 90, status: 'SUCCESS' },
      },
      {
        kind: 'state',
        subject: 'payment',
        ref: 'unpaid',
        ours: { amount: 100, status: 'pending' },
        theirs: { amount: 100, status: 'SUCCESS' },
      },
      {
        kind: 'missingOurs',
        subject: 'payment',
        ref: 'theirs-only',
        ours: null,
        theirs: { amount: 200, status: 'SUCCESS' },
      },
      {
        kind: 'missingTheirs',
        subject: 'payment',
        ref: 'ours-only',
        ours: { amount: 300, status: 'paid' },
        theirs: null,
      },
    ]);
  });

  it('tells a payment and a refund of the same key apart', () => {
    const refund: LedgerLine = {
      subject: 'refund',
      ref: 'x',
      amount: 100,
      settled: true,
      status: 'refunded',
    };
    expect(compareLedgers([paid('x', 100), refund], [paid('x', 100)])).toEqual([
      {
        kind: 'missingTheirs',
        subject: 'refund',
        ref: 'x',
        ours: { amount: 100, status: 'refunded' },
        theirs: null,
      },
    ]);
  });
});
