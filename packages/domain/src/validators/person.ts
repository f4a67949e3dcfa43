// Examinee fields (spec 5 "Examinee"), composed from the generic rules so each text has one source.
import { SpecialCentre } from '../centres.ts';
import {
  ageRange,
  combine,
  type FieldValue,
  heightRange,
  maxLength,
  pattern,
  requiredAs,
  requiredField,
  weightRange,
} from './generic.ts';
import { RuleMessages } from './messages.ts';

const CHINESE = '\\u4e00-\\u9fa5';
// Latin names are letters only: no digits, spaces or symbols.
const LATIN_NAME = /^[A-Za-z]{2,10}$/;
const CHINESE_NAME = new RegExp(`^[${CHINESE}]{2,10}$`);
// Chinese with digits (used to tell namesakes apart), at least one Chinese character.
const CHINESE_DIGITS_NAME = new RegExp(`^(?=.*[${CHINESE}])[${CHINESE}\\d]{2,10}$`);
const INTEGER = /^\d+$/;
const ONE_DECIMAL = /^\d+(?:\.\d)?$/;

export interface Bounds {
  readonly min: number;
  readonly max: number;
}

export interface ExamineeLimits {
  readonly age: Bounds;
  readonly height: Bounds;
  readonly weight: Bounds;
}

const STANDARD_LIMITS: ExamineeLimits = {
  age: { min: 16, max: 85 },
  height: { min: 100, max: 220 },
  weight: { min: 30, max: 150 },
};

/**
 * Spec 5 and 9: 16-85 / 100-220 / 30-150; centre 00-85 on the package path admits children
 * (2-85 / 50-220 / 10-150); the quick appointment takes ages 12-85.
 */
export function examineeLimits(
  options: { sid?: string | null; packagePath?: boolean; quick?: boolean } = {},
): ExamineeLimits {
  if (options.quick) return { ...STANDARD_LIMITS, age: { min: 12, max: 85 } };
  if (options.packagePath && options.sid === SpecialCentre.relaxedLimits) {
    return { age: { min: 2, max: 85 }, height: { min: 50, max: 220 }, weight: { min: 10, max: 150 } };
  }
  return STANDARD_LIMITS;
}

const eitherPattern =
  (first: RegExp, second: RegExp, message: string) =>
  (value: FieldValue): string | null =>
    pattern(first)(value) === null || pattern(second)(value) === null ? null : message;

const nameRule = combine(
  requiredAs(RuleMessages.examineeNameRequired),
  eitherPattern(CHINESE_NAME, LATIN_NAME, RuleMessages.chineseOrLatinName),
);

const userNameRule = combine(
  requiredAs(RuleMessages.examineeNameRequired),
  eitherPattern(CHINESE_DIGITS_NAME, LATIN_NAME, RuleMessages.chineseDigitsOrLatinName),
);

/** 2-10 Chinese characters or 2-10 Latin letters: '姓名必须为全中文或者全英文'. */
export function validateName(value: FieldValue): string | null {
  return nameRule(value);
}

/** The form that also allows Chinese with digits: '用户名格式为中文+数字或者纯英文'. */
export function validateUserName(value: FieldValue): string | null {
  return userNameRule(value);
}

export function validateAge(
  value: FieldValue,
  min = STANDARD_LIMITS.age.min,
  max = STANDARD_LIMITS.age.max,
): string | null {
  return combine(requiredField(), ageRange(min, max))(value);
}

export function validateHeight(
  value: FieldValue,
  min = STANDARD_LIMITS.height.min,
  max = STANDARD_LIMITS.height.max,
): string | null {
  return combine(requiredField(), pattern(INTEGER, RuleMessages.integerOnly), heightRange(min, max))(value);
}

export function validateWeight(
  value: FieldValue,
  min = STANDARD_LIMITS.weight.min,
  max = STANDARD_LIMITS.weight.max,
): string | null {
  return combine(
    requiredField(),
    pattern(ONE_DECIMAL, RuleMessages.oneDecimalAtMost),
    weightRange(min, max),
  )(value);
}

const callNameRule = combine(requiredAs(RuleMessages.callNameRequired), maxLength());

export function validateCallName(value: FieldValue): string | null {
  return callNameRule(value);
}

const DIGIT = /\d/;

/**
 * The examinee form's name (spec 5 "Examinee"): 2-10 Chinese characters, 2-10 Latin letters, or
 * Chinese with digits. A name with a digit that is not Chinese+digits hears '用户名格式为中文+数字或者纯英文';
 * any other bad name '姓名必须为全中文或者全英文'.
 */
export function validateExamineeName(value: FieldValue): string | null {
  if (userNameRule(value) === null) return null;
  const required = requiredAs(RuleMessages.examineeNameRequired)(value);
  if (required !== null) return required;
  return DIGIT.test(String(value)) ? RuleMessages.chineseDigitsOrLatinName : RuleMessages.chineseOrLatinName;
}
