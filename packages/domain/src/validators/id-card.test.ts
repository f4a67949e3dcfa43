import { describe, expect, it } from 'vitest';
import { infoFromIdCard, normaliseIdCard, validateIdCard } from './id-card.ts';

describe('validateIdCard', () => {
  it.each(['11010519491231002X', '11010519491231002x', '110101199003074514', '440304198506151237'])(
    'accepts %s',
    (id) => {
      expect(validateIdCard(id)).toBeNull();
    },
  );

  it('asks for the number when empty', () => {
    expect(validateIdCard('')).toBe('请输入身份证号');
  });

  it.each(['11010119900307451', '1101011990030745144', '11010119900307451Y', '1101011990O3074514'])(
    'calls %s malformed',
    (id) => {
      expect(validateIdCard(id)).toBe('身份证格式有误');
    },
  );

  it.each([
    ['a wrong check digit', '110101199003074515'],
    ['an unknown region 19', '190101199003074514'],
    ['February 30', '110101199002304514'],
    ['month 13', '110101199013074514'],
  ])('rejects %s', (_case, id) => {
    expect(validateIdCard(id)).toBe('身份证不合法!');
  });

  it('accepts 29 February only in a leap year', () => {
    expect(validateIdCard('110105200002290013')).toBeNull();
    expect(validateIdCard('110105200102290013')).toBe('身份证不合法!');
  });
});

describe('normaliseIdCard', () => {
  it('trims and upper-cases the check character', () => {
    expect(normaliseIdCard(' 11010519491231002x ')).toBe('11010519491231002X');
  });
});

describe('infoFromIdCard', () => {
  it('reads birthday, sex and full years of age', () => {
    expect(infoFromIdCard('110101199003074514', '2024-03-07')).toEqual({
      sexCode: 'male',
      age: 34,
      birthday: '1990-03-07',
    });
    expect(infoFromIdCard('110101199003074514', '2024-03-06')?.age).toBe(33);
  });

  it('treats an even 17th digit as female', () => {
    expect(infoFromIdCard('11010519491231002x', new Date(2020, 0, 1))).toEqual({
      sexCode: 'female',
      age: 70,
      birthday: '1949-12-31',
    });
  });

  it('returns null for an invalid number or a birth after today', () => {
    expect(infoFromIdCard('110101199003074515', '2024-01-01')).toBeNull();
    expect(infoFromIdCard('110101199003074514', '1990-03-06')).toBeNull();
  });
});
