import { rescheduleRulesText } from '@tijian/domain';
import { PayableBreakdownList } from './payable-breakdown.tsx';
import { SubmitBar } from './submit-bar.tsx';
import type { SubmitBooking } from './submit-booking.ts';
import { SubmitExamineeSection } from './submit-examinee-section.tsx';
import { SubmitOptionsSection } from './submit-options-section.tsx';
import { SubmitPopups } from './submit-popups.tsx';
import { useSubmitAction } from './use-submit-action.ts';
import { useSubmitForm } from './use-submit-form.ts';

/** Spec 2 screen 10 once loaded: who, where, when, how to pay, and what it costs; then 提交订单. */
export function SubmitForm({ booking }: { booking: SubmitBooking }) {
  const form = useSubmitForm(booking);
  const { onSubmit, submitting } = useSubmitAction(booking, form);
  const { breakdown } = form.wallet;
  const { centre } = booking;
  return (
    <div className="submit-page">
      <SubmitExamineeSection booking={booking} form={form} />
      <SubmitOptionsSection booking={booking} form={form} />
      <section className="submit-card">
        <PayableBreakdownList breakdown={breakdown} />
      </section>
      {/* Shown before paying, so nobody learns the rule only when the date needs to move. */}
      <p className="submit-rules">{rescheduleRulesText(centre.rescheduleCutoff, centre.rescheduleLimit)}</p>
      <SubmitBar amount={breakdown.payable} submitting={submitting} onSubmit={() => void onSubmit()} />
      <SubmitPopups booking={booking} form={form} />
    </div>
  );
}
