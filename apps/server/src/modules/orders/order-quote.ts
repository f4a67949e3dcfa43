// A priced cart as quoteOrder answers it: the figures submit would write to the order, no others.
import type { OrderQuote } from '@tijian/contract';
import { orderLineOf } from './order-wire.ts';
import type { PricedCart } from './prepare-order.ts';

export function toOrderQuote(p: PricedCart): OrderQuote {
  const { productPrice, replacePrice, customPrice, materialPrice, baseProjectPrice, appliedRules } =
    p.summary;
  return {
    lines: p.lines.map(orderLineOf),
    prices: { productPrice, replacePrice, customPrice, materialPrice, baseProjectPrice, appliedRules },
    breakdown: p.breakdown,
    coupon: p.coupon && { id: p.coupon.id, name: p.coupon.name },
    status: p.status,
    needsReview: p.review,
  };
}
