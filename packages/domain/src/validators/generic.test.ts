import { describe, expect, it } from 'vitest';
import { decimalRange, integerRange, lengthRange, required } from './generic.ts';

describe('required', () => {
  it('names the field when a label is given', () => {
    expect(required('', '姓名')).toBe('姓名不能为空');
    expect(required('   ', '姓名')).toBe('姓名不能为空');
  });

  it('uses the generic text without a label', () => {
    expect(required(null)).toBe('当前输入框不能为空');
    expect(required(undefined)).toBe('当前输入框不能为空');
  });

  it('accepts any non-blank value', () => {
    expect(required(' a ', '姓名')).toBeNull();
  });
});

describe('lengthRange', () => {
  it('checks both bounds inclusively, counting Chinese characters as one', () => {
    expect(lengthRange('ab', 3)).toBe('不能少于3个字符');
    expect(lengthRange('abc', 3, 5)).toBeNull();
    expect(lengthRange('体检专家预约', 1, 6)).toBeNull();
    expect(lengthRange('体检专家预约啊', 1, 6)).toBe('不能大于6个字符');
  });
});

describe('integerRange', () => {
  it('accepts integers within the bounds', () => {
    expect(integerRange('1', 1, 10)).toBeNull();
    expect(integerRange('10', 1, 10)).toBeNull();
  });

  it.each(['0', '11', '5.5', 'abc', ''])('refuses %j', (value) => {
    expect(integerRange(value, 1, 10)).toBe('请输入1-10之间的整数');
  });
});

describe('decimalRange', () => {
  it('accepts decimals within the bounds', () => {
    expect(decimalRange('5.55', 1, 10)).toBeNull();
    expect(decimalRange('10', 1, 10)).toBeNull();
  });

  it.each(['0.99', '10.01', '1.', 'x'])('refuses %j', (value) => {
    expect(decimalRange(value, 1, 10)).toBe('请输入1-10之间的数值');
  });
});
