import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageRange,
  between,
  combine,
  componentRange,
  decimalRange,
  firstInvalidField,
  formatted,
  heightRange,
  integerRange,
  isBlank,
  maxLength,
  minLength,
  notBlank,
  pattern,
  required,
  requiredAs,
  requiredField,
  validateFields,
  weightRange,
} from './generic.ts';

describe('required rules', () => {
  it('names the field when a label is given', () => {
    expect(required('姓名')('')).toBe('姓名不能为空');
    expect(required('姓名')('   ')).toBe('姓名不能为空');
  });

  it('uses the generic text without a label', () => {
    expect(required()(null)).toBe('当前输入框不能为空');
    expect(required()(undefined)).toBe('当前输入框不能为空');
  });

  it('has the short and the second-style texts', () => {
    expect(notBlank()(' ')).toBe('不能为空!');
    expect(requiredField()('')).toBe('此处为必填项');
    expect(requiredAs('请输入称呼')('\t')).toBe('请输入称呼');
  });

  it('accepts any non-blank value, zero included', () => {
    for (const rule of [required('姓名'), notBlank(), requiredField()]) {
      expect(rule(' a ')).toBeNull();
      expect(rule(0)).toBeNull();
    }
  });
});

describe('pattern', () => {
  it('uses the supplied message, or the default one', () => {
    expect(pattern(/^\d+$/, '只能输入数字')('12a')).toBe('只能输入数字');
    expect(pattern(/^\d+$/)('12a')).toBe('您输入的值不符合规则!');
    expect(pattern(/^\d+$/)(' 12 ')).toBeNull();
  });

  it('has the second-style text', () => {
    expect(formatted(/^\d+$/)('x')).toBe('填写的格式不正确');
    expect(formatted(/^\d+$/)('7')).toBeNull();
  });

  it('tests the value as typed when asked not to trim', () => {
    expect(pattern(/^\S+$/, '含有空格', { trim: false })(' ab')).toBe('含有空格');
    expect(pattern(/^\S+$/, '含有空格')(' ab')).toBeNull();
  });

  it('gives the same answer every time with a global expression', () => {
    const rule = pattern(/^\d+$/g);
    expect([rule('12'), rule('12'), rule('12')]).toEqual([null, null, null]);
  });
});

describe('number ranges', () => {
  it('integerRange accepts integers within the bounds only', () => {
    const rule = integerRange(1, 10);
    expect([rule('1'), rule(10), rule(' 5 ')]).toEqual([null, null, null]);
    for (const value of ['0', '11', '5.5', 'abc']) expect(rule(value)).toBe('请输入1-10之间的整数');
  });

  it('decimalRange accepts decimals within the bounds only', () => {
    const rule = decimalRange(1, 10);
    expect([rule('5.55'), rule('10'), rule(1)]).toEqual([null, null, null]);
    for (const value of ['0.99', '10.01', '1.', 'x']) expect(rule(value)).toBe('请输入1-10之间的数值');
  });

  it('between words its bounds with spaces and an exclamation mark', () => {
    expect(between(0, 100)('100')).toBeNull();
    expect(between(0, 100)('-1')).toBe('数值必须在 0 - 100范围内!');
    expect(between(0, 100)('abc')).toBe('数值必须在 0 - 100范围内!');
  });

  it('componentRange names the start and end of a numeric component', () => {
    expect(componentRange(3, 9)('3.5')).toBeNull();
    expect(componentRange(3, 9)('10')).toBe('输入值不能超过3-9范围');
  });

  it('has the second-style texts for age, height and weight', () => {
    expect(ageRange(16, 85)('15')).toBe('年龄需要在16-85之间');
    expect(ageRange(16, 85)('30.5')).toBe('年龄需要在16-85之间');
    expect(heightRange(100, 220)(221)).toBe('身高必须在100-220之间');
    expect(weightRange(30, 150)('29.9')).toBe('体重必须在30-150之间');
    expect([ageRange(16, 85)(16), heightRange(100, 220)(220), weightRange(30, 150)('150')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('integerRange agrees with the arithmetic for any integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (a, n) => {
        const [min, max] = [Math.min(a, 0), Math.max(a, 0)];
        const inside = n >= min && n <= max;
        expect(integerRange(min, max)(String(n))).toBe(inside ? null : `请输入${min}-${max}之间的整数`);
      }),
    );
  });
});

describe('length', () => {
  it('checks both bounds inclusively, counting Chinese characters as one', () => {
    expect(minLength(3)('ab')).toBe('不能少于3个字符');
    expect(minLength(3)('abc')).toBeNull();
    expect(maxLength(6)('体检专家预约')).toBeNull();
    expect(maxLength(6)('体检专家预约啊')).toBe('不能大于6个字符');
  });

  it('defaults the maximum to 20 characters', () => {
    expect(maxLength()('妈'.repeat(20))).toBeNull();
    expect(maxLength()('妈'.repeat(21))).toBe('不能大于20个字符');
  });
});

describe('composition', () => {
  const age = combine(required('年龄'), integerRange(1, 120));

  it('lets only the required rules speak about an empty value', () => {
    for (const rule of [pattern(/x/), integerRange(1, 2), between(1, 2), minLength(3), maxLength(1)]) {
      expect(rule('')).toBeNull();
      expect(rule(null)).toBeNull();
    }
    expect(age('')).toBe('年龄不能为空');
  });

  it('answers with the first failing rule', () => {
    expect(age('200')).toBe('请输入1-120之间的整数');
    expect(age('30')).toBeNull();
  });

  it('validates every field at once, or finds the first invalid one in written order', () => {
    const rules = { name: required('姓名'), phone: pattern(/^1\d{10}$/), age };
    expect(validateFields({ name: '', phone: '123', age: '30' }, rules)).toEqual({
      name: '姓名不能为空',
      phone: '您输入的值不符合规则!',
    });
    expect(firstInvalidField({ name: '张三', phone: '123', age: '' }, rules)).toEqual({
      field: 'phone',
      message: '您输入的值不符合规则!',
    });
    expect(firstInvalidField({ name: '张三', phone: '13800138000', age: '30' }, rules)).toBeNull();
  });
});

describe('isBlank', () => {
  it('treats null, undefined and whitespace as blank, but not zero', () => {
    expect([isBlank(null), isBlank(undefined), isBlank(' \n'), isBlank(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
