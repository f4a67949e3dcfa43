import { type Fen, formatYuan } from '@tijian/domain';

export interface AmountLine {
  label: string;
  value: string;
}

/**
 * What comes back and where: the online money always (it is the headline figure), the cards and the
 * coupon only when the order used them.
 */
export function amountLines(input: {
  online: Fen;
  cards: Fen;
  coupon: { label: string; value: string } | null;
  text: { online: string; cards: string };
}): AmountLine[] {
  const lines: AmountLine[] = [{ label: input.text.online, value: formatYuan(input.online) }];
  if (input.cards > 0) lines.push({ label: input.text.cards, value: formatYuan(input.cards) });
  if (input.coupon) lines.push(input.coupon);
  return lines;
}

export function FactList({ lines, label }: { lines: readonly AmountLine[]; label?: string }) {
  return (
    <dl className="refund-facts" aria-label={label}>
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
