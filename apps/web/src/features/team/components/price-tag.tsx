import { type Fen, formatYuan } from '@tijian/domain';

/** A price, or nothing when the company hides it (null). `self` marks what the employee pays. */
export function PriceTag({ value, self = false }: { value: Fen | null; self?: boolean }) {
  if (value === null) return null;
  return <span className={`team-price${self ? ' is-self' : ''}`}>{formatYuan(value)}</span>;
}
