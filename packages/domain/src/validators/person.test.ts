import { describe, expect, it } from 'vitest';
import { validateAge, validateCallName, validateHeight, validateName, validateWeight } from './person.ts';

describe('validateName', () => {
  it.each(['张三', '欧阳娜娜娜娜娜娜娜娜', '张三2', 'Li', 'Tom Smith', 'Abcdefghij'])(
    'accepts %s',
    (name) => {
      expect(validateName(name)).toBeNull();
    },
  );

  it.each(['张', '欧阳娜娜娜娜娜娜娜娜娜', 'L', 'Abcdefghijk', '张San', 'Tom3', '123', 'Tom_Smith'])(
    'refuses %s',
    (name) => {
      expect(validateName(name)).toBe('姓名必须为全中文或者全英文');
    },
  );

  it('asks for a name when empty', () => {
    expect(validateName('  ')).toBe('请输入体检人姓名');
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
  });
});

describe('validateCallName', () => {
  it('requires a call name of at most 20 characters', () => {
    expect(validateCallName('')).toBe('请输入称呼');
    expect(validateCallName('妈'.repeat(20))).toBeNull();
    expect(validateCallName('妈'.repeat(21))).toBe('不能大于20个字符');
  });
});
