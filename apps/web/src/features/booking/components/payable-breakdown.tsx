import { type Fen, formatYuan, type PayableBreakdown } from '@tijian/domain';
import * as copy from '../copy.ts';

const lines = copy.booking.lines;

/** The amount payable and what makes it up, as the server quoted it (the domain's payableTotal). */
export function PayableBreakdownList({ breakdown }: { breakdown: PayableBreakdown }) {
  const rows: [string, Fen, '+' | '-'][] = [
    [lines.items, breakdown.itemsTotal, '+'],
    [lines.coupon, breakdown.couponDiscount, '-'],
    [lines.services, breakdown.servicesTotal, '+'],
    [lines.materialFee, breakdown.materialFee, '+'],
    [lines.materialItems, breakdown.materialItemsTotal, '+'],
    [lines.cards, breakdown.cardTotal, '-'],
  ];
  return (
    <dl className="payable-breakdown" aria-label={copy.booking.amount}>
      {rows
        .filter(([label, amount]) => label === lines.items || amount > 0)
        .map(([label, amount, sign]) => (
          <div key={label} className="payable-breakdown-row">
            <dt>{label}</dt>
            <dd>
              {sign === '-' ? '-' : ''}
              {formatYuan(amount)}
            </dd>
          </div>
        ))}
      <div className="payable-breakdown-row is-total">
        <dt>{copy.booking.amount}</dt>
        <dd data-testid="payable">{formatYuan(breakdown.payable)}</dd>
      </div>
    </dl>
  );
}
