// The health card's number and password as printed on the card (/enableCard), with the messages both
// the activation form and the server give.
import { combine, type FieldValue, pattern, requiredAs } from '../validators/generic.ts';

export const HealthCardMessages = {
  cardNoRequired: '请输入卡号',
  cardNoFormat: '卡号格式不正确',
  passwordRequired: '请输入卡密码',
  passwordFormat: '卡密码格式不正确',
} as const;

/** Printed card numbers: 8 to 20 letters and digits (letters upper case once normalised). */
export const HEALTH_CARD_NO = /^[A-Z0-9]{8,20}$/;
/** Printed card passwords: 6 to 12 letters and digits, case as printed. */
export const HEALTH_CARD_PASSWORD = /^[A-Za-z0-9]{6,12}$/;

/** A card number as stored: spaces people type between groups of digits dropped, letters upper case. */
export function normaliseHealthCardNo(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const cardNoRule = combine(requiredAs(HealthCardMessages.cardNoRequired), (value) =>
  pattern(HEALTH_CARD_NO, HealthCardMessages.cardNoFormat)(normaliseHealthCardNo(String(value))),
);

const passwordRule = combine(
  requiredAs(HealthCardMessages.passwordRequired),
  pattern(HEALTH_CARD_PASSWORD, HealthCardMessages.passwordFormat, { trim: false }),
);

export function validateHealthCardNo(value: FieldValue): string | null {
  return cardNoRule(value);
}

export function validateHealthCardPassword(value: FieldValue): string | null {
  return passwordRule(value);
}
