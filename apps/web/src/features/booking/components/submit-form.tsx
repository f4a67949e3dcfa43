import { rescheduleRulesText, submitBlocker } from '@tijian/domain';
import { lazy, Suspense } from 'react';
import { bookingPopups } from '../popup-loaders.ts';
import { SubmitBar } from './submit-bar.tsx';
import type { SubmitBooking } from './submit-booking.ts';
import { cartOf } from './submit-cart.ts';
import { SubmitExamineeSection } from './submit-examinee-section.tsx';
import { SubmitOptionsSection } from './submit-options-section.tsx';
import { SubmitQuoteSection } from './submit-quote-section.tsx';
import { useOrderQuote } from './use-order-quote.ts';
import { useSubmitAction } from './use-submit-action.ts';
import { useSubmitForm } from './use-submit-form.ts';
import { useWaitlistJoin } from './use-waitlist-join.ts';

// The popups load on first opening, so the screen's first load carries none of them.
const SubmitPopups = lazy(bookingPopups.layer);

/**
 * Spec 2 screen 10 once loaded: who, where, when, how to pay, and what it costs as the server quotes
 * the cart; then 提交订单.
 */
export function SubmitForm({ booking }: { booking: SubmitBooking }) {
  const form = useSubmitForm(booking);
  const cart = cartOf(booking, form);
  const quote = useOrderQuote(cart);
  const { onSubmit, submitting } = useSubmitAction(booking, form, { cart, quote: quote.current });
  const onWaitlist = useWaitlistJoin(form, { cart, quote: quote.current });
  const { centre } = booking;
  return (
    <div className="submit-page">
      <SubmitExamineeSection booking={booking} form={form} />
      <SubmitOptionsSection booking={booking} form={form} />
      <SubmitQuoteSection quote={quote} />
      {/* Shown before paying, so nobody learns the rule only when the date needs to move. */}
      <p className="submit-rules">{rescheduleRulesText(centre.rescheduleCutoff, centre.rescheduleLimit)}</p>
      <SubmitBar
        amount={quote.error ? null : (quote.shown?.breakdown.payable ?? null)}
        waiting={quote.waiting}
        blocker={submitBlocker({
          payType: form.payType,
          phone: form.phone,
          date: form.dateSlot?.date ?? null,
        })}
        submitting={submitting}
        onSubmit={() => void onSubmit()}
      />
      {form.popup !== null ? (
        <Suspense fallback={null}>
          <SubmitPopups booking={booking} form={form} onWaitlist={(date) => void onWaitlist(date)} />
        </Suspense>
      ) : null}
    </div>
  );
}
