// Login fields (spec 5 "Login"), composed from the generic rules so each text has one source.
import {
  IMAGE_CODE_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SMS_CODE_LENGTH,
  SMS_CODE_MIN,
} from '../constants.ts';
import { combine, type FieldValue, pattern, requiredAs, textOf } from './generic.ts';
import { RuleMessages } from './messages.ts';

const MOBILE_PHONE = /^1\d{10}$/;
const SMS_CODE = new RegExp(`^[A-Za-z0-9]{${SMS_CODE_MIN},${SMS_CODE_LENGTH}}$`);
const IMAGE_CODE = new RegExp(`^[A-Za-z0-9]{${IMAGE_CODE_LENGTH}}$`);
// Printable ASCII without space: letters, digits and punctuation, so strong passwords are not refused.
const PASSWORD = new RegExp(`^[\\x21-\\x7e]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);

const mobilePhoneRule = combine(
  requiredAs(RuleMessages.phoneRequired),
  pattern(MOBILE_PHONE, RuleMessages.phoneFormat),
);
const smsCodeRule = combine(
  requiredAs(RuleMessages.smsCodeRequired),
  pattern(SMS_CODE, RuleMessages.smsCodeFormat),
);
// Tested as typed: a space around a password is part of it, not padding to trim away.
const passwordRule = combine(
  requiredAs(RuleMessages.passwordRequired),
  pattern(PASSWORD, RuleMessages.passwordLength, { trim: false }),
);
const imageCodeRule = combine(
  requiredAs(RuleMessages.imageCodeRequired),
  pattern(IMAGE_CODE, RuleMessages.imageCodeFormat),
);

export function isMobilePhone(value: FieldValue): boolean {
  return MOBILE_PHONE.test(textOf(value));
}

export function validateMobilePhone(value: FieldValue): string | null {
  return mobilePhoneRule(value);
}

export function validateSmsCode(value: FieldValue): string | null {
  return smsCodeRule(value);
}

export function validatePassword(value: FieldValue): string | null {
  return passwordRule(value);
}

export function validateImageCode(value: FieldValue): string | null {
  return imageCodeRule(value);
}

export function validateNewPassword(newPassword: FieldValue, confirm: FieldValue): string | null {
  return validatePassword(newPassword) ?? (newPassword === confirm ? null : RuleMessages.passwordMismatch);
}
