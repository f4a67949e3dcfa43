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

/** Who is booked for, and what the account has on file (spec 5: what 本人 need not type). */
export interface QuickWho {
  self: boolean;
  idCardOnFile: boolean;
  phoneOnFile: boolean;
}

export function quickContext(sysCenterId: string, who: QuickWho): ExamineeContext {
  return { path: 'quick', sysCenterId, ...who };
}

/**
 * Spec 5 "Quick form": the ID number and the booking phone are asked when booking for someone else,
 * or for oneself when the account has none on file; otherwise the account's own go with the order.
 */
export function quickAsks(who: QuickWho): { idCardNo: boolean; boCellPhoneNo: boolean } {
  return { idCardNo: !who.self || !who.idCardOnFile, boCellPhoneNo: !who.self || !who.phoneOnFile };
}

/** Every invalid field's message; the date is required. */
export function quickErrors(
  form: ExamineeForm,
  date: string | null,
  sysCenterId: string,
  who: QuickWho,
): Partial<Record<QuickField, string>> {
  const { height: _h, weight: _w, ...examinee } = validateExaminee(form, quickContext(sysCenterId, who));
  return date ? examinee : { ...examinee, date: PaymentMessages.chooseDate };
}

/** The field the page jumps to: the first invalid one in spec order. */
export function firstQuickError(errors: Partial<Record<QuickField, string>>): QuickField | null {
  const examinee = firstExamineeError(errors);
  if (examinee) return examinee.field as QuickField;
  return errors.date ? 'date' : null;
}
