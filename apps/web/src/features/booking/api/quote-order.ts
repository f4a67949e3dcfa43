import { queryOptions, skipToken } from '@tanstack/react-query';
import { type BodyInputOf, call, orders } from '@tijian/client';
import type { OrderQuote } from '@tijian/contract';
import { bookingKeys } from './booking-keys.ts';

export type { OrderQuote };

/** A cart as the quote takes it: submit's body without the idempotency key, the price and the slot. */
export type OrderCart = BodyInputOf<typeof orders.quoteOrder>;

/**
 * POST /wx/2/appointment/quote.json: what submit would charge for the cart, priced by the server's own
 * code; null asks nothing. Quiet: the submit screen shows a refusal where the amount would be.
 */
export function getOrderQuoteQueryOptions(cart: OrderCart | null) {
  return queryOptions({
    queryKey: bookingKeys.quote(cart),
    queryFn: cart
      ? ({ signal }) => call(orders.quoteOrder, { body: cart }, { signal, silent: true })
      : skipToken,
  });
}
