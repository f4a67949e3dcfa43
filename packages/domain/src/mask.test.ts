import { describe, expect, it } from 'vitest';
import { maskIdCard, maskName, maskPhone } from './mask.ts';

describe('maskPhone', () => {
  it('hides the middle four digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
  });

  it('leaves other lengths unchanged', () => {
    expect(maskPhone('1380013800')).toBe('1380013800');
  });
});

describe('maskIdCard', () => {
  it('shows only the first 3 and last 4 characters', () => {
    expect(maskIdCard('110101199003071234')).toBe('110***********1234');
  });

  it('masks all but the last 4 of a short value', () => {
    expect(maskIdCard('1234567')).toBe('***4567');
  });
});

describe('maskName', () => {
  it('keeps the family name, and the last character of a longer name', () => {
    expect(maskName('张伟')).toBe('张*');
    expect(maskName('李秀兰')).toBe('李*兰');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName(' 𠮷野家 ')).toBe('𠮷*家');
  });

  it('leaves a one-character or empty name as it is', () => {
    expect(maskName('王')).toBe('王');
    expect(maskName('')).toBe('');
  });
});
