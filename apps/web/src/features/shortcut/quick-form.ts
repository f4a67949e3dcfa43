import {
  type ExamineeContext,
  type ExamineeField,
  type ExamineeForm,
  firstExamineeError,
  PaymentMessages,
  validateExaminee,
} from '@tijian/domain';

/** The quick form's fields in the order spec 5 checks and jumps: the examinee's, then the date. */
export type QuickField = Exclude<ExamineeField, 'height' | 'weight'> | 'date';

export const QUICK_FIELDS: readonly QuickField[] = [
  'callName',
  'idCardNo',
  'boCellPhoneNo',
  'sexCode',
  'age',
  'marryStateCode',
  'folkId',
  'date',
];

export function quickContext(sysCenterId: string): ExamineeContext {
  // Booking quickly is booking for whoever is named: ID number and phone are always asked.
  return { path: 'quick', sysCenterId, self: false };
}

/** Every invalid field's message; the date is required. */
export function quickErrors(
  form: ExamineeForm,
  date: string | null,
  sysCenterId: string,
): Partial<Record<QuickField, string>> {
  const { height: _h, weight: _w, ...examinee } = validateExaminee(form, quickContext(sysCenterId));
  return date ? examinee : { ...examinee, date: PaymentMessages.chooseDate };
}

/** The field the page jumps to: the first invalid one in spec order. */
export function firstQuickError(errors: Partial<Record<QuickField, string>>): QuickField | null {
  const examinee = firstExamineeError(errors);
  if (examinee) return examinee.field as QuickField;
  return errors.date ? 'date' : null;
}
