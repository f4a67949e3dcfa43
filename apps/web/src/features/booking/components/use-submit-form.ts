import {
  defaultPayType,
  needsDoctorReview,
  PaymentMessages,
  type PayType,
  paymentMethodsOf,
  payTypeChangeNeedsConfirm,
  shanghaiDate,
} from '@tijian/domain';
import { useState } from 'react';
import type { DateSlot } from '@/features/schedule/index.ts';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { preloadPopup } from '../popup-loaders.ts';
import type { SubmitBooking } from './submit-booking.ts';
import type { InvoiceForm, SubmitPopup } from './submit-state.ts';
import { useWalletChoices } from './use-wallet-choices.ts';

/**
 * Everything the person chooses on the submit screen (spec 2 screen 10): the phone, the date and slot,
 * how to pay and with what, the paper report and invoice, which popup is open. The centre decides
 * whether a doctor reviews the booking and how it may be paid.
 */
export function useSubmitForm(booking: SubmitBooking) {
  const { centre, examinee, productId, priced } = booking;
  const today = shanghaiDate(Date.now());
  const review = needsDoctorReview({
    verifyOn: centre.verifyOn,
    verifyType: centre.verifyType,
    hasPackage: productId !== null,
    chosenCount: priced.plan.chosen.length,
  });
  const methods = paymentMethodsOf(centre);

  const [phone, setPhone] = useState(examinee.boCellPhoneNo ?? '');
  const [dateSlot, setDateSlot] = useState<DateSlot | null>(null);
  const [payType, setPayType] = useState<PayType | null>(() =>
    defaultPayType({ review, methods, total: priced.itemsTotal }),
  );
  const [isDeliver, setIsDeliver] = useState<0 | 1>(0);
  const [invoice, setInvoice] = useState<InvoiceForm | null>(null);
  const [popup, showPopup] = useState<SubmitPopup>(null);
  const setPopup = (next: SubmitPopup) => {
    if (next !== null) preloadPopup(next);
    showPopup(next);
  };
  const [invoiceNoteAcknowledged, setInvoiceNoteAcknowledged] = useState(false);
  const wallet = useWalletChoices(booking, {
    payType,
    date: dateSlot?.date ?? null,
    review,
    today,
    setPopup,
  });

  const choosePayType = async (next: PayType) => {
    if (next === payType) return;
    if (next === 'online' && !methods.includes('online')) {
      showToast(PaymentMessages.onlineUnavailable);
      return;
    }
    const chosen = { cardsChosen: wallet.cards.length, couponChosen: wallet.coupon !== null };
    if (payTypeChangeNeedsConfirm({ to: next, ...chosen })) {
      if (!(await confirmDialog(PaymentMessages.switchToHospitalConfirm))) return;
      wallet.dropPaidChoices();
    }
    setPayType(next);
  };

  return {
    today,
    review,
    methods,
    phone,
    setPhone,
    dateSlot,
    setDateSlot,
    payType,
    choosePayType,
    isDeliver,
    setIsDeliver,
    invoice,
    setInvoice,
    popup,
    setPopup,
    invoiceNoteAcknowledged,
    acknowledgeInvoiceNote: () => setInvoiceNoteAcknowledged(true),
    wallet,
  };
}

export type SubmitFormState = ReturnType<typeof useSubmitForm>;
