import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  examineeLimits,
  validateAge,
  validateCallName,
  validateHeight,
  validateName,
  validateUserName,
  validateWeight,
} from './person.ts';

const LATIN_LETTER = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
const CHINESE_CHAR = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((code) => String.fromCharCode(code));
const word = (char: fc.Arbitrary<string>, min: number, max: number) =>
  fc.array(char, { minLength: min, maxLength: max }).map((chars) => chars.join(''));

describe('validateName', () => {
  it.each(['张三', '欧阳娜娜娜娜娜娜娜娜', 'Li', 'TomSmith', 'Abcdefghij'])('accepts %s', (name) => {
    expect(validateName(name)).toBeNull();
  });

  it.each([
    '张',
    '欧阳娜娜娜娜娜娜娜娜娜',
    'L',
    'Abcdefghijk',
    '张San',
    '张三2',
    'Tom3',
    'Tom Smith',
    'Tom_Smith',
    "O'Neil",
    '123',
  ])('refuses %s', (name) => {
    expect(validateName(name)).toBe('姓名必须为全中文或者全英文');
  });

  it('asks for the examinee name when empty', () => {
    expect(validateName('  ')).toBe('请输入体检人姓名');
  });

  it('accepts every 2-10 letter Latin or Chinese name, and no Latin name with a digit', () => {
    fc.assert(
      fc.property(fc.oneof(word(LATIN_LETTER, 2, 10), word(CHINESE_CHAR, 2, 10)), (name) => {
        expect(validateName(name)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(word(LATIN_LETTER, 1, 9), fc.integer({ min: 0, max: 9 }), (letters, digit) => {
        expect(validateName(`${letters}${digit}`)).toBe('姓名必须为全中文或者全英文');
        expect(validateUserName(`${letters}${digit}`)).toBe('用户名格式为中文+数字或者纯英文');
      }),
    );
  });
});

describe('validateUserName', () => {
  it.each(['张三', '张三2', '2号张三', 'Li', 'Abcdefghij'])('accepts %s', (name) => {
    expect(validateUserName(name)).toBeNull();
  });

  it.each(['张', '12', 'Tom3', 'Tom Smith', '张San', '张三-2', '张三123456789'])('refuses %s', (name) => {
    expect(validateUserName(name)).toBe('用户名格式为中文+数字或者纯英文');
  });

  it('asks for the examinee name when empty', () => {
    expect(validateUserName('')).toBe('请输入体检人姓名');
  });
});

describe('validateAge', () => {
  it('accepts the default 16-85 bounds inclusively', () => {
    expect(validateAge(16)).toBeNull();
    expect(validateAge('85')).toBeNull();
  });

  it.each([15, 86, '30.5', 'x'])('refuses %s', (age) => {
    expect(validateAge(age)).toBe('年龄需要在16-85之间');
  });

  it('marks an empty age as required', () => {
    expect(validateAge('')).toBe('此处为必填项');
    expect(validateAge(null)).toBe('此处为必填项');
  });

  it('takes other bounds for other paths', () => {
    expect(validateAge(2, 2, 85)).toBeNull();
    expect(validateAge(11, 12, 85)).toBe('年龄需要在12-85之间');
  });
});

describe('validateHeight', () => {
  it('accepts integers from 100 to 220', () => {
    expect(validateHeight(100)).toBeNull();
    expect(validateHeight('220')).toBeNull();
  });

  it('refuses out-of-range and fractional heights', () => {
    expect(validateHeight(99)).toBe('身高必须在100-220之间');
    expect(validateHeight(221)).toBe('身高必须在100-220之间');
    expect(validateHeight('170.5')).toBe('请输入整数');
    expect(validateHeight(60, 50, 220)).toBeNull();
    expect(validateHeight(' ')).toBe('此处为必填项');
  });
});

describe('validateWeight', () => {
  it('accepts integers and one decimal from 30 to 150', () => {
    expect(validateWeight(30)).toBeNull();
    expect(validateWeight('65.5')).toBeNull();
    expect(validateWeight('150')).toBeNull();
  });

  it('refuses two decimals and out-of-range weights', () => {
    expect(validateWeight('65.55')).toBe('请输入整数或最多一位小数');
    expect(validateWeight(29.9)).toBe('体重必须在30-150之间');
    expect(validateWeight('150.1')).toBe('体重必须在30-150之间');
    expect(validateWeight(undefined)).toBe('此处为必填项');
  });
});

describe('validateCallName', () => {
  it('requires a call name of at most 20 characters', () => {
    expect(validateCallName('')).toBe('请输入称呼');
    expect(validateCallName('妈'.repeat(20))).toBeNull();
    expect(validateCallName('妈'.repeat(21))).toBe('不能大于20个字符');
  });
});

describe('examineeLimits', () => {
  it('uses 16-85 / 100-220 / 30-150 by default', () => {
    expect(examineeLimits()).toEqual({
      age: { min: 16, max: 85 },
      height: { min: 100, max: 220 },
      weight: { min: 30, max: 150 },
    });
    expect(examineeLimits({ sid: '00-85' })).toEqual(examineeLimits());
    expect(examineeLimits({ sid: '00-1', packagePath: true })).toEqual(examineeLimits());
  });

  it('admits children at centre 00-85 on the package path', () => {
    expect(examineeLimits({ sid: '00-85', packagePath: true })).toEqual({
      age: { min: 2, max: 85 },
      height: { min: 50, max: 220 },
      weight: { min: 10, max: 150 },
    });
  });

  it('takes ages 12-85 on the quick appointment', () => {
    const { age } = examineeLimits({ quick: true });
    expect(age).toEqual({ min: 12, max: 85 });
    expect(validateAge(12, age.min, age.max)).toBeNull();
    expect(validateAge(11, age.min, age.max)).toBe('年龄需要在12-85之间');
  });
});
