import { describe, expect, it } from 'vitest';
import { adultOn, isMinorOn } from './access.ts';

// 110101 + birth date + sequence + check character, valid under GB 11643.
const BORN_2010_03_15 = '110101201003150011';
const BORN_2008_02_29 = '110101200802290016';

describe('adultOn and isMinorOn', () => {
  it('counts 18 years from the birth date in the ID number', () => {
    expect(adultOn(BORN_2010_03_15)).toBe('2028-03-15');
    expect(isMinorOn(BORN_2010_03_15, '2028-03-14')).toBe(true);
    expect(isMinorOn(BORN_2010_03_15, '2028-03-15')).toBe(false);
  });

  it('puts a 29 February birthday on the 28th in a common year', () => {
    expect(adultOn(BORN_2008_02_29)).toBe('2026-02-28');
  });

  it('never takes an invalid ID number for a minor', () => {
    expect(adultOn('110101201003150012')).toBeNull();
    expect(isMinorOn('110101201003150012', '2020-01-01')).toBe(false);
  });
});
