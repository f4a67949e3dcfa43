import { httpStatusMessage, type SubmitProblem } from '@tijian/domain';
import { useSearchParams } from 'react-router';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import type { OrderCart, OrderQuote } from '../api/quote-order.ts';
import * as copy from '../copy.ts';
import { askWith } from '../popup-loaders.ts';
import type { SubmitBooking } from './submit-booking.ts';
import { orderBodyOf } from './submit-cart.ts';
import { loadSubmitFlow, useOrderSubmission } from './use-order-submission.ts';
import type { SubmitFormState } from './use-submit-form.ts';

interface Acknowledged {
  invoiceNote?: boolean;
  reviewToday?: boolean;
}

/**
 * 提交订单: the domain's checks in the spec's order (the first problem is told, or asked about and
 * the tap tried again once answered), then the quoted cart sent once, at the quote's price.
 */
export function useSubmitAction(
  booking: SubmitBooking,
  form: SubmitFormState,
  { cart, quote }: { cart: OrderCart | null; quote: OrderQuote | null },
) {
  const [search] = useSearchParams();
  const { submit, submitting } = useOrderSubmission();
  const { wallet, dateSlot, payType } = form;

  const onSubmit = async (acknowledged: Acknowledged = {}): Promise<void> => {
    if (submitting) return;
    let flow: Awaited<ReturnType<typeof loadSubmitFlow>>;
    try {
      flow = await loadSubmitFlow();
    } catch {
      showToast(httpStatusMessage(undefined));
      return;
    }
    const problem = flow.firstSubmitProblem({
      sysCenterId: booking.centre.id,
      payType,
      phone: form.phone,
      date: dateSlot?.date ?? null,
      servicesAvailable: wallet.offered.length > 0,
      servicesDecided: wallet.servicesDecided,
      cardsChosen: wallet.cards.length,
      onlineAvailable: form.methods.includes('online'),
      review: form.review,
      total: wallet.breakdown.cardDue,
      today: form.today,
      invoiceNoteAcknowledged: form.invoiceNoteAcknowledged || Boolean(acknowledged.invoiceNote),
      reviewTodayAcknowledged: Boolean(acknowledged.reviewToday),
    });
    if (problem) {
      await answer(problem, acknowledged);
      return;
    }
    // 提交订单 waits for the quote of this cart; a payment method and a date are checked above.
    if (!dateSlot || !payType || !cart || !quote) return;
    await submit(orderBodyOf(cart, form, { dateSlot, quote }), {
      quick: search.get('mode') === 'quick',
      payType,
      review: form.review,
      date: dateSlot.date,
      today: form.today,
    });
  };

  /** Tells the problem, or asks about it and submits again when the answer allows. */
  const answer = async (problem: SubmitProblem, acknowledged: Acknowledged) => {
    switch (problem.kind) {
      case 'invoiceNote':
        if (await confirmDialog(problem.message)) {
          form.acknowledgeInvoiceNote();
          await onSubmit({ ...acknowledged, invoiceNote: true });
        }
        return;
      case 'message':
      case 'noOnlinePayment':
        showToast(problem.message);
        return;
      case 'chooseService':
        form.setPopup('service');
        return;
      case 'reviewToday':
        // 调整日期 reopens the picker; 直接提交 sends it as it is.
        if (await askWith(problem.message, copy.booking.adjustDate, copy.booking.submitDirectly)) {
          form.setPopup('date');
        } else await onSubmit({ ...acknowledged, reviewToday: true });
        return;
    }
  };

  return { onSubmit, submitting };
}
