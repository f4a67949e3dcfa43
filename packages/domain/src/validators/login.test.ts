import { describe, expect, it } from 'vitest';
import {
  isMobilePhone,
  validateImageCode,
  validateMobilePhone,
  validateNewPassword,
  validatePassword,
  validateSmsCode,
} from './login.ts';

describe('mobile phone', () => {
  it('accepts 11 digits starting with 1', () => {
    expect(isMobilePhone('13800138000')).toBe(true);
    expect(validateMobilePhone('13800138000')).toBeNull();
  });

  it.each(['1380013800', '138001380000', '23800138000', '1380013800a'])('refuses %s', (phone) => {
    expect(isMobilePhone(phone)).toBe(false);
    expect(validateMobilePhone(phone)).toBe('手机号码格式不正确');
  });

  it('asks for a number when empty', () => {
    expect(validateMobilePhone('')).toBe('请输入手机号码');
  });
});

describe('validateSmsCode', () => {
  it.each(['1234', 'a1b2c3'])('accepts %s', (code) => {
    expect(validateSmsCode(code)).toBeNull();
  });

  it.each(['123', '1234567', '12 34', '12-4'])('refuses %s', (code) => {
    expect(validateSmsCode(code)).toBe('短信验证码格式不正确');
  });

  it('asks for a code when empty', () => {
    expect(validateSmsCode(' ')).toBe('请输入短信验证码');
  });
});

describe('validatePassword', () => {
  it.each(['abc123', 'Abc!@#123', 'a'.repeat(20)])('accepts %s', (password) => {
    expect(validatePassword(password)).toBeNull();
  });

  it.each(['abc12', 'a'.repeat(21), 'abc 123', '密码密码密码'])('refuses %s', (password) => {
    expect(validatePassword(password)).toBe('密码长度不正确');
  });

  it('asks for a password when empty or only spaces', () => {
    expect(validatePassword('')).toBe('请输入密码');
    expect(validatePassword('   ')).toBe('请输入密码');
  });

  it('does not trim a password: a space around it is refused, not dropped', () => {
    expect(validatePassword(' abc123')).toBe('密码长度不正确');
  });
});

describe('validateImageCode', () => {
  it('accepts exactly four letters or digits', () => {
    expect(validateImageCode('aB3d')).toBeNull();
  });

  it.each(['abc', 'abcde', 'ab!d'])('refuses %s', (code) => {
    expect(validateImageCode(code)).toBe('图形验证码格式不正确');
  });

  it('asks for a code when empty', () => {
    expect(validateImageCode('')).toBe('请输入图形验证码');
  });
});

describe('validateNewPassword', () => {
  it('requires the confirmation to match', () => {
    expect(validateNewPassword('abc123', 'abc123')).toBeNull();
    expect(validateNewPassword('abc123', 'abc124')).toBe('两次输入的密码不一致');
  });

  it('reports a malformed password before a mismatch', () => {
    expect(validateNewPassword('abc', 'abcd')).toBe('密码长度不正确');
  });
});
