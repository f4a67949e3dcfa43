import { PaymentMessages, validateMobilePhone } from '@tijian/domain';
import Input from 'antd-mobile/es/components/input';
import * as copy from '../copy.ts';
import type { SubmitBooking } from './submit-booking.ts';
import { SubmitRow } from './submit-row.tsx';
import type { SubmitFormState } from './use-submit-form.ts';

const text = copy.booking;

/** Who is examined, where, the booking phone (editable) and the date and slot (the picker opens). */
export function SubmitExamineeSection({
  booking: { examinee, centre },
  form,
}: {
  booking: SubmitBooking;
  form: SubmitFormState;
}) {
  const { phone, dateSlot } = form;
  const phoneError = phone && validateMobilePhone(phone);
  return (
    <section className="submit-card" aria-label={text.examinee}>
      <SubmitRow label={text.examinee}>
        {examinee.callName} · {text.years(examinee.age)} · {text.sex[examinee.sexCode]} ·{' '}
        {examinee.marryStateCode === 'married' ? '已婚' : '未婚'}
      </SubmitRow>
      <SubmitRow label={text.centre}>{centre.name}</SubmitRow>
      <SubmitRow label={text.phone}>
        <Input
          className="submit-phone"
          aria-label={text.phone}
          placeholder={text.phonePlaceholder}
          value={phone}
          onChange={form.setPhone}
          maxLength={11}
          type="tel"
          inputMode="numeric"
        />
      </SubmitRow>
      {phoneError ? (
        <p className="submit-error" role="alert">
          {PaymentMessages.phoneInvalid}
        </p>
      ) : null}
      <SubmitRow label={text.date} onClick={() => form.setPopup('date')}>
        {dateSlot ? `${dateSlot.date} ${dateSlot.slot.testTime}` : text.datePlaceholder}
      </SubmitRow>
    </section>
  );
}
