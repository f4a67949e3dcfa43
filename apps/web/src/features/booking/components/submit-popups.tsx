import { fastingWindowOf } from '@tijian/domain';
import { lazy, Suspense } from 'react';
import { popupChunks } from '../popup-chunks.ts';
import type { SubmitBooking } from './submit-booking.ts';
import type { SubmitFormState } from './use-submit-form.ts';

// Each popup loads on its first opening.
const DateSlotPicker = lazy(popupChunks.datePicker);
const CouponPopup = lazy(popupChunks.coupon);
const CardPopup = lazy(popupChunks.card);
const ServicePopup = lazy(popupChunks.service);
const InvoicePopup = lazy(popupChunks.invoice);

/** The one popup open on the submit screen: date and slot, coupon, cards, services or invoice. */
export function SubmitPopups({
  booking,
  form,
  onWaitlist,
}: {
  booking: SubmitBooking;
  form: SubmitFormState;
  /** 加入候补 for a full day picked in the calendar */
  onWaitlist?: (date: string) => void;
}) {
  const { centre, examinee, productId, priced } = booking;
  const { wallet } = form;
  const close = () => form.setPopup(null);
  return (
    <Suspense fallback={null}>
      {form.popup === 'date' ? (
        <DateSlotPicker
          visible
          onClose={close}
          sysCenterId={centre.id}
          proIds={priced.checked.join(',')}
          fasting={fastingWindowOf(centre.fastingCheckStart, centre.fastingCheckEnd)}
          fastingItems={priced.fastingItems}
          value={form.dateSlot}
          onWaitlist={onWaitlist}
          onConfirm={(value) => {
            form.setDateSlot(value);
            close();
          }}
        />
      ) : null}
      {form.popup === 'coupon' ? (
        <CouponPopup
          visible
          onClose={close}
          query={{
            sysCenterId: centre.id,
            sexCode: examinee.sexCode,
            age: examinee.age,
            packageId: productId,
            price: priced.itemsTotal,
          }}
          actualPrice={priced.itemsTotal}
          today={form.today}
          selected={wallet.coupon}
          onPick={(c) => void wallet.pickCoupon(c)}
        />
      ) : null}
      {form.popup === 'card' ? (
        <CardPopup
          visible
          onClose={close}
          query={{
            sysCenterId: centre.id,
            name: examinee.callName,
            idCardNo: examinee.idCardNo,
            packageId: productId,
          }}
          selected={wallet.cards}
          onToggle={wallet.toggleCard}
        />
      ) : null}
      {form.popup === 'service' ? (
        <ServicePopup
          visible
          onClose={() => wallet.decideServices(false)}
          services={wallet.offered}
          selected={wallet.services}
          onToggle={wallet.toggleService}
          onNone={() => wallet.decideServices(true)}
        />
      ) : null}
      {form.popup === 'invoice' ? (
        <InvoicePopup
          visible
          onClose={close}
          value={form.invoice}
          onSave={(value) => {
            form.setInvoice(value);
            close();
          }}
        />
      ) : null}
    </Suspense>
  );
}
