import * as copy from '../copy.ts';
import type { SubmitBooking } from './submit-booking.ts';
import { InvoiceRow, ReportRow } from './submit-paper-rows.tsx';
import { PayTypeRow } from './submit-pay-type-row.tsx';
import { SubmitRow } from './submit-row.tsx';
import { CardRow, CouponRow, ServiceRow } from './submit-wallet-rows.tsx';
import type { SubmitFormState } from './use-submit-form.ts';

const text = copy.booking;

/** What comes with the booking and how it is paid, in the order of spec 2 screen 10. */
export function SubmitOptionsSection({ booking, form }: { booking: SubmitBooking; form: SubmitFormState }) {
  return (
    <section className="submit-card">
      <ServiceRow form={form} />
      <CardRow form={form} />
      <PayTypeRow form={form} />
      <CouponRow form={form} />
      {/* At a reviewing centre the row says either way, so nobody waits for a review that is not coming. */}
      {form.review || booking.centre.verifyOn === 1 ? (
        <SubmitRow label={text.review}>{form.review ? text.reviewNote : text.reviewNotNeeded}</SubmitRow>
      ) : null}
      <ReportRow form={form} />
      <InvoiceRow centre={booking.centre} form={form} />
    </section>
  );
}
