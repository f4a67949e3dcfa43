import type { Centre } from '@/features/centre/index.ts';
import { invoiceSummary } from '@/shared/ui/invoice-summary.ts';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import * as copy from '../copy.ts';
import { SubmitRow } from './submit-row.tsx';
import type { SubmitFormState } from './use-submit-form.ts';

const text = copy.booking;

/** Whether the paper report is delivered (the electronic report option). */
export function ReportRow({ form }: { form: SubmitFormState }) {
  return (
    <SubmitRow label={text.report}>
      <OptionRadios
        options={[
          { code: '1', name: text.reportOptions.need },
          { code: '0', name: text.reportOptions.none },
        ]}
        value={String(form.isDeliver)}
        onChange={(v) => form.setIsDeliver(v === '1' ? 1 : 0)}
      />
    </SubmitRow>
  );
}

/** The paper invoice where the centre offers one personally, else the centre's note. */
export function InvoiceRow({ centre, form }: { centre: Centre; form: SubmitFormState }) {
  const { invoice } = form;
  if (centre.personalProvideInvoice !== 1) {
    return <SubmitRow label={text.invoice}>{centre.personalNotInvoiceNote || text.none}</SubmitRow>;
  }
  return (
    <SubmitRow label={text.invoice} onClick={() => form.setPopup('invoice')}>
      {invoiceSummary(invoice)}
    </SubmitRow>
  );
}
