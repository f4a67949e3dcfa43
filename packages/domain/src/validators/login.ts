import {
  IMAGE_CODE_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SMS_CODE_LENGTH,
  SMS_CODE_MIN,
} from '../constants.ts';
import { isBlank } from './generic.ts';

const MOBILE_PHONE = /^1\d{10}$/;
const SMS_CODE = new RegExp(`^[A-Za-z0-9]{${SMS_CODE_MIN},${SMS_CODE_LENGTH}}$`);
const IMAGE_CODE = new RegExp(`^[A-Za-z0-9]{${IMAGE_CODE_LENGTH}}$`);
// Printable ASCII without space: letters, digits and punctuation, so strong passwords are not refused.
const PASSWORD = new RegExp(`^[\\x21-\\x7e]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);

export function isMobilePhone(value: string | null | undefined): boolean {
  return value != null && MOBILE_PHONE.test(value.trim());
}

export function validateMobilePhone(value: string | null | undefined): string | null {
  if (isBlank(value)) return '请输入手机号码';
  return isMobilePhone(value) ? null : '手机号码格式不正确';
}

export function validateSmsCode(value: string | null | undefined): string | null {
  if (value == null || isBlank(value)) return '请输入短信验证码';
  return SMS_CODE.test(value.trim()) ? null : '短信验证码格式不正确';
}

export function validatePassword(value: string | null | undefined): string | null {
  if (value == null || value === '') return '请输入密码';
  return PASSWORD.test(value) ? null : '密码长度不正确';
}

export function validateImageCode(value: string | null | undefined): string | null {
  if (value == null || isBlank(value)) return '请输入图形验证码';
  return IMAGE_CODE.test(value.trim()) ? null : '图形验证码格式不正确';
}

export function validateNewPassword(
  newPassword: string | null | undefined,
  confirm: string | null | undefined,
): string | null {
  return validatePassword(newPassword) ?? (newPassword === confirm ? null : '两次输入的密码不一致');
}
