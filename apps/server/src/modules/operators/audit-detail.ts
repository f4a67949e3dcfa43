// What the audit log may keep of a request or a record: never a password, a code or a secret, and an
// ID number or a phone only masked (ARCHITECTURE "Personal data"). Fields are judged by their name,
// at any depth, so a body or a snapshot added later is covered without a list per route.
import { maskIdCard, maskPhone } from '@tijian/domain';

export const REDACTED = '[已隐藏]';

/** password, oldPassword, newPassword, secret, token, challenge, sign */
const SECRET_FIELD = /password|secret|token|challenge|^sign$/i;
/**
 * A one-time code the caller typed (TOTP, SMS) is a request's own field; deeper down `code` names
 * other things (a report's indicator codes), which stay.
 */
const CODE_FIELD = /^(totp|sms)?code$/i;
/** idCardNo, identityCardNo, idNo, idNumber… */
const ID_FIELD = /id(entity)?card|^id(no|number)$/i;
/** mobilePhone, phone, mobile, tel… */
const PHONE_FIELD = /phone|mobile|^tel$/i;

function cleanField(key: string, value: unknown, top: boolean): unknown {
  if (SECRET_FIELD.test(key) || (top && CODE_FIELD.test(key))) {
    return value === null || value === undefined ? value : REDACTED;
  }
  if (typeof value === 'string') {
    if (ID_FIELD.test(key)) return maskIdCard(value);
    if (PHONE_FIELD.test(key)) return maskPhone(value);
  }
  return clean(value, false);
}

/** A copy of `value` fit for the audit log (`value` is a request's body or query, or a record). */
export function clean(value: unknown, top = true): unknown {
  if (Array.isArray(value)) return value.map((v) => clean(v, false));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanField(k, v, top)]));
  }
  return value;
}
