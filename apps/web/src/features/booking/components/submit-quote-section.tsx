import { InlineLoadError } from '@/shared/ui/load-error.tsx';
import * as copy from '../copy.ts';
import { PayableBreakdownList } from './payable-breakdown.tsx';
import type { OrderQuoteState } from './use-order-quote.ts';

/**
 * What makes up the amount to pay, as the server quoted the cart; a hint while a changed cart is
 * priced again, or the server's reason when it refuses the cart. The form shows before the first
 * quote is back: only this section waits, holding the breakdown's place, so no amount the server has
 * not given is ever shown.
 */
export function SubmitQuoteSection({ quote }: { quote: OrderQuoteState }) {
  if (!quote.error && !quote.shown && quote.waiting) {
    return (
      <section className="submit-card submit-quote-pending" aria-busy="true">
        <p className="submit-quote-updating" role="status">
          {copy.booking.quoteUpdating}
        </p>
      </section>
    );
  }
  return (
    <section className="submit-card" aria-busy={quote.updating}>
      {quote.error ? (
        <InlineLoadError error={quote.error} onRetry={quote.retry} />
      ) : quote.shown ? (
        <PayableBreakdownList breakdown={quote.shown.breakdown} />
      ) : null}
      {quote.updating ? (
        <p className="submit-quote-updating" role="status">
          {copy.booking.quoteUpdating}
        </p>
      ) : null}
    </section>
  );
}
