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

describe('validateIdCard table (real-format numbers)', () => {
  it.each([
    ['Beijing, male', '110101199003074514'],
    ['Shanghai, female', '310104198812120025'],
    ['Chengdu, born 2000-01-01', '510107200001011235'],
    ['Urumqi', '650102197511304569'],
    ['Macao region 82', '820000196907040079'],
    ['overseas region 91', '910000198606060085'],
    ['check character X, born on a leap day', '35020319920229001X'],
    ['check character x in lower case', '35020319920229001x'],
  ])('accepts %s: %s', (_case, id) => {
    expect(validateIdCard(id)).toBeNull();
  });

  it.each([
    // Each number below has the right check character for its other 17 digits, so only the named part fails.
    ['bad region 28', '280101199003074510', '身份证不合法!'],
    ['bad region 99', '990101199003074518', '身份证不合法!'],
    ['bad region 10', '100101199003074512', '身份证不合法!'],
    ['bad check digit', '310104198812120026', '身份证不合法!'],
    ['check X where a digit belongs', '31010419881212002X', '身份证不合法!'],
    ['bad date: month 13', '310104198813120027', '身份证不合法!'],
    ['bad date: 30 February', '310104198802300022', '身份证不合法!'],
    ['bad date: 1900 was not a leap year', '310104190002290026', '身份证不合法!'],
    ['bad date: born before 1900', '310104189912310024', '身份证不合法!'],
    ['bad date: day 00', '310104198801000028', '身份证不合法!'],
    ['wrong length: 17 characters', '31010419881212002', '身份证格式有误'],
    ['wrong length: 19 characters', '3101041988121200250', '身份证格式有误'],
    ['wrong length: old 15-digit number', '310104881212002', '身份证格式有误'],
    ['a letter inside', '3101041988121A0025', '身份证格式有误'],
  ])('rejects %s: %s', (_case, id, message) => {
    expect(validateIdCard(id)).toBe(message);
  });

  it('upper-cases a lower-case x before saving', () => {
    expect(normaliseIdCard('35020319920229001x')).toBe('35020319920229001X');
    expect(infoFromIdCard('35020319920229001x', '2026-11-22')).toEqual({
      sexCode: 'male',
      age: 34,
      birthday: '1992-02-29',
    });
  });
});
