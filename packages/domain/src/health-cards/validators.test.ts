import { describe, expect, it } from 'vitest';
import { normaliseHealthCardNo, validateHealthCardNo, validateHealthCardPassword } from './validators.ts';

describe('validateHealthCardNo', () => {
  it.each(['HC20260001', 'hc20260001', '12345678', 'A'.repeat(20), 'HC 2026 0001'])('accepts %s', (no) => {
    expect(validateHealthCardNo(no)).toBeNull();
  });

  it.each(['HC2026', 'A'.repeat(21), 'HC-2026-0001', '健康卡20260001'])('refuses %s', (no) => {
    expect(validateHealthCardNo(no)).toBe('卡号格式不正确');
  });

  it('asks for a number when empty', () => {
    expect(validateHealthCardNo('')).toBe('请输入卡号');
    expect(validateHealthCardNo('  ')).toBe('请输入卡号');
    expect(validateHealthCardNo(null)).toBe('请输入卡号');
  });

  it('normalises spaces away and letters to upper case', () => {
    expect(normaliseHealthCardNo(' hc 2026 0001 ')).toBe('HC20260001');
  });
});

describe('validateHealthCardPassword', () => {
  it.each(['836291', 'Ab12Cd34', 'a'.repeat(12)])('accepts %s', (pw) => {
    expect(validateHealthCardPassword(pw)).toBeNull();
  });

  it.each(['12345', 'a'.repeat(13), '8362 91', ' 836291', '83629!', '密码密码密码'])('refuses %s', (pw) => {
    expect(validateHealthCardPassword(pw)).toBe('卡密码格式不正确');
  });

  it('asks for the password when empty', () => {
    expect(validateHealthCardPassword('')).toBe('请输入卡密码');
  });
});
