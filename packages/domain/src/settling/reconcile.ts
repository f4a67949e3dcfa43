// A day's money as we recorded it, compared with the provider's bill of that day: what each side has
// that the other lacks, and what both have with another amount or another outcome.

/** One payment or refund, ours or the bill's, reduced to what both sides can say of it. */
export interface LedgerLine {
  subject: 'payment' | 'refund';
  /** our payment id, or our refund number: the key both sides share */
  ref: string;
  /** fen */
  amount: number;
  /** the money moved (paid, refunded) */
  settled: boolean;
  /** the side's own word for its state, kept for the person who looks into it */
  status: string;
  /**
   * ours only: it belongs to the bill's day (by when its money moved). A line outside the day is
   * compared when the bill names it, but its absence from the bill says nothing.
   */
  inDay?: boolean;
}

export type MismatchKind = 'missingOurs' | 'missingTheirs' | 'amount' | 'state';

export const MISMATCH_NAMES: Record<MismatchKind, string> = {
  missingOurs: '我方无记录',
  missingTheirs: '渠道账单无记录',
  amount: '金额不符',
  state: '状态不符',
};

export interface Mismatch {
  kind: MismatchKind;
  subject: LedgerLine['subject'];
  ref: string;
  ours: Pick<LedgerLine, 'amount' | 'status'> | null;
  theirs: Pick<LedgerLine, 'amount' | 'status'> | null;
}

const keyOf = (line: Pick<LedgerLine, 'subject' | 'ref'>) => `${line.subject}:${line.ref}`;
const sideOf = (line: LedgerLine | undefined) => (line ? { amount: line.amount, status: line.status } : null);

/** Every difference between our lines and the bill's, in the bill's order, then ours. */
export function compareLedgers(ours: readonly LedgerLine[], theirs: readonly LedgerLine[]): Mismatch[] {
  const ourByKey = new Map(ours.map((l) => [keyOf(l), l]));
  const billed = new Set<string>();
  const found: Mismatch[] = [];
  const add = (kind: MismatchKind, line: LedgerLine, o?: LedgerLine, t?: LedgerLine) =>
    found.push({ kind, subject: line.subject, ref: line.ref, ours: sideOf(o), theirs: sideOf(t) });
  for (const t of theirs) {
    const key = keyOf(t);
    // A refund's bill line repeats its payment's; the same line twice is one line.
    if (billed.has(key)) continue;
    billed.add(key);
    const o = ourByKey.get(key);
    if (!o) add('missingOurs', t, undefined, t);
    else if (o.amount !== t.amount) add('amount', t, o, t);
    else if (o.settled !== t.settled) add('state', t, o, t);
  }
  for (const o of ours) {
    if (o.inDay !== false && o.settled && !billed.has(keyOf(o))) add('missingTheirs', o, o);
  }
  return found;
}
