// The examinee form of spec 5 "Examinee", checked once for the booking form, the family-member form
// and the server: `validateExaminee` answers field → message for the form, `checkExaminee` the
// normalised examinee (ID upper-cased, sex and age taken from a valid ID number) or the same messages.
import { SpecialCentre } from '../centres.ts';
import type { MarryStateCode, SexCode } from '../person-codes.ts';
import { FOLKS } from '../profile.ts';
import { type FieldValue, isBlank, textOf } from './generic.ts';
import { infoFromIdCard, normaliseIdCard, validateIdCard } from './id-card.ts';
import { validateMobilePhone } from './login.ts';
import { RuleMessages } from './messages.ts';
import {
  type ExamineeLimits,
  examineeLimits,
  validateAge,
  validateExamineeName,
  validateHeight,
  validateWeight,
} from './person.ts';

/**
 * Which form the examinee is filled in: the booking paths of spec 4 (a questionnaire's personal plan,
 * self-chosen items, a package), the quick appointment, or a saved family member.
 */
export type ExamineePath = 'personal' | 'custom' | 'package' | 'quick' | 'family';

export interface ExamineeForm {
  callName?: FieldValue;
  idCardNo?: FieldValue;
  boCellPhoneNo?: FieldValue;
  sexCode?: FieldValue;
  age?: FieldValue;
  marryStateCode?: FieldValue;
  folkId?: FieldValue;
  height?: FieldValue;
  weight?: FieldValue;
}

export type ExamineeField = keyof ExamineeForm;

/** The order fields are checked and shown in (the page jumps to the first invalid one). */
export const EXAMINEE_FIELDS: readonly ExamineeField[] = [
  'callName',
  'idCardNo',
  'boCellPhoneNo',
  'sexCode',
  'age',
  'marryStateCode',
  'folkId',
  'height',
  'weight',
];

export interface ExamineeContext {
  /** the centre booked at; 00-85 relaxes the limits on the package path */
  sysCenterId?: string | null;
  path: ExamineePath;
  /** booking for oneself (self flag 1); default true */
  self?: boolean;
  /** the account already has an ID number on file (so booking for oneself need not type it) */
  idCardOnFile?: boolean;
  /** the account already has a phone on file */
  phoneOnFile?: boolean;
  /** the day ages are counted on */
  today?: Date | string;
}

export type ExamineeErrors = Partial<Record<ExamineeField, string>>;

/**
 * Age, height and weight bounds of a path (spec 5, 9). A family member may be a child, so the saved
 * member takes the widest bounds; the booking checks the member again with its own path's bounds.
 */
export function limitsForPath(path: ExamineePath, sysCenterId?: string | null): ExamineeLimits {
  if (path === 'family') return examineeLimits({ sid: SpecialCentre.relaxedLimits, packagePath: true });
  return examineeLimits({ sid: sysCenterId, packagePath: path === 'package', quick: path === 'quick' });
}

const optional =
  (rule: (value: FieldValue) => string | null) =>
  (value: FieldValue): string | null =>
    isBlank(value) ? null : rule(value);

const FOLK_IDS = new Set(FOLKS.map((folk) => folk.id));

function idCardRequired(ctx: ExamineeContext): boolean {
  return ctx.path === 'family' || ctx.self === false || !ctx.idCardOnFile;
}

function phoneRequired(ctx: ExamineeContext): boolean {
  if (ctx.path === 'family') return false;
  return ctx.self === false || !ctx.phoneOnFile;
}

function idCardMessage(value: FieldValue, ctx: ExamineeContext): string | null {
  if (isBlank(value)) return idCardRequired(ctx) ? RuleMessages.idCardRequired : null;
  const text = textOf(value);
  const message = validateIdCard(text);
  if (message) return message;
  // A well-formed number whose birth date is still to come names nobody who can be examined.
  return infoFromIdCard(text, ctx.today ?? new Date()) ? null : RuleMessages.idCardInvalid;
}

/** Every invalid field's message, absent for valid ones (spec 5 "Examinee"). */
export function validateExaminee(form: ExamineeForm, ctx: ExamineeContext): ExamineeErrors {
  const errors: ExamineeErrors = {};
  const limits = limitsForPath(ctx.path, ctx.sysCenterId);
  const idInfo =
    idCardMessage(form.idCardNo, ctx) === null && !isBlank(form.idCardNo)
      ? infoFromIdCard(textOf(form.idCardNo), ctx.today ?? new Date())
      : null;

  const set = (field: ExamineeField, message: string | null) => {
    if (message !== null) errors[field] = message;
  };
  set('callName', validateExamineeName(form.callName));
  set('idCardNo', idCardMessage(form.idCardNo, ctx));
  set(
    'boCellPhoneNo',
    phoneRequired(ctx)
      ? validateMobilePhone(form.boCellPhoneNo)
      : optional(validateMobilePhone)(form.boCellPhoneNo),
  );
  // With a valid ID number, sex and age are facts of the number.
  const sex = idInfo ? idInfo.sexCode : textOf(form.sexCode);
  set('sexCode', sex === 'male' || sex === 'female' ? null : RuleMessages.sexRequired);
  set('age', validateAge(idInfo ? idInfo.age : form.age, limits.age.min, limits.age.max));
  const marry = textOf(form.marryStateCode);
  set(
    'marryStateCode',
    marry === 'married' || marry === 'unmarried' ? null : RuleMessages.marryStateRequired,
  );
  const folk = textOf(form.folkId);
  set('folkId', /^\d+$/.test(folk) && FOLK_IDS.has(Number(folk)) ? null : RuleMessages.folkRequired);
  // Height and weight may be left out (the form then asks once whether to go on without them).
  set('height', optional((v) => validateHeight(v, limits.height.min, limits.height.max))(form.height));
  set('weight', optional((v) => validateWeight(v, limits.weight.min, limits.weight.max))(form.weight));
  return errors;
}

/** The message of one field, for validation on change and blur. */
export function validateExamineeField(
  field: ExamineeField,
  form: ExamineeForm,
  ctx: ExamineeContext,
): string | null {
  return validateExaminee(form, ctx)[field] ?? null;
}

/** The first invalid field in form order, or null. */
export function firstExamineeError(errors: ExamineeErrors): { field: ExamineeField; message: string } | null {
  for (const field of EXAMINEE_FIELDS) {
    const message = errors[field];
    if (message !== undefined) return { field, message };
  }
  return null;
}

/** Spec 4 "Booking flow": height or weight not given, so the form asks whether to go on without. */
export function missingBodyMeasures(form: ExamineeForm): boolean {
  return isBlank(form.height) || isBlank(form.weight);
}

export interface NormalisedExaminee {
  callName: string;
  idCardNo: string | null;
  boCellPhoneNo: string | null;
  sexCode: SexCode;
  age: number;
  marryStateCode: MarryStateCode;
  folkId: number;
  height: number | null;
  weight: number | null;
  sexFromId: boolean;
  ageFromId: boolean;
}

export type ExamineeResult = { ok: true; value: NormalisedExaminee } | { ok: false; errors: ExamineeErrors };

/** The examinee as it is kept: trimmed, ID upper-cased, sex and age from a valid ID number. */
export function checkExaminee(form: ExamineeForm, ctx: ExamineeContext): ExamineeResult {
  const errors = validateExaminee(form, ctx);
  if (firstExamineeError(errors)) return { ok: false, errors };
  const idText = textOf(form.idCardNo);
  const info = idText ? infoFromIdCard(idText, ctx.today ?? new Date()) : null;
  const number = (value: FieldValue) => (isBlank(value) ? null : Number(textOf(value)));
  return {
    ok: true,
    value: {
      callName: textOf(form.callName),
      idCardNo: idText ? normaliseIdCard(idText) : null,
      boCellPhoneNo: textOf(form.boCellPhoneNo) || null,
      sexCode: info ? info.sexCode : (textOf(form.sexCode) as SexCode),
      age: info ? info.age : Number(textOf(form.age)),
      marryStateCode: textOf(form.marryStateCode) as MarryStateCode,
      folkId: Number(textOf(form.folkId)),
      height: number(form.height),
      weight: number(form.weight),
      sexFromId: info !== null,
      ageFromId: info !== null,
    },
  };
}

/** Spec 4 hint: a package for one sex (check_object male or female) booked for the other. */
export function sexMismatch(
  packageSex: string | null | undefined,
  sexCode: string | null | undefined,
): boolean {
  return (packageSex === 'male' || packageSex === 'female') && !!sexCode && sexCode !== packageSex;
}
