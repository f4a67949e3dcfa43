import type { PayType } from '@tijian/domain';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import * as copy from '../copy.ts';
import { SubmitRow } from './submit-row.tsx';
import type { SubmitFormState } from './use-submit-form.ts';

const text = copy.booking;

/** How to pay, among the centre's methods. */
export function PayTypeRow({ form }: { form: SubmitFormState }) {
  return (
    <SubmitRow label={text.payType}>
      <OptionRadios
        options={methodOptions(form.methods, form.review)}
        value={form.payType ?? undefined}
        onChange={(v) => void form.choosePayType(v as PayType)}
      />
    </SubmitRow>
  );
}

function methodOptions(methods: readonly PayType[], review: boolean) {
  // A doctor-review booking pays at the centre, after approval.
  const offered = review ? methods.filter((m) => m === 'onhospital') : methods;
  return offered.map((code) => ({ code, name: text.payTypes[code] }));
}
