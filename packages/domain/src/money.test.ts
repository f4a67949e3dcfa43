import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFen, fen, formatYuan, subFenFloor0, yuanToFen } from './money.ts';

describe('fen', () => {
  it.each([1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses %s', (n) => {
    expect(() => fen(n)).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('adds and subtracts without going below zero', () => {
    expect(addFen(fen(10), fen(20), fen(30))).toBe(60);
    expect(addFen()).toBe(0);
    expect(subFenFloor0(fen(500), fen(120))).toBe(380);
    expect(subFenFloor0(fen(100), fen(120))).toBe(0);
  });
});

describe('formatYuan', () => {
  it.each([
    [0, '¥0.00'],
    [5, '¥0.05'],
    [1250, '¥12.50'],
    [100000, '¥1000.00'],
    [-1250, '-¥12.50'],
  ])('shows %i fen as %s', (n, text) => {
    expect(formatYuan(fen(n))).toBe(text);
  });
});

describe('yuanToFen', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['0.05', 5],
  ])('reads %s as %i fen', (text, n) => {
    expect(yuanToFen(text)).toBe(n);
  });

  it.each(['1.234', '', '12.', '.5', '¥12', '1,000', '12 '])('refuses %j', (text) => {
    expect(() => yuanToFen(text)).toThrow(RangeError);
  });

  it('round-trips every safe amount through its display text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(yuanToFen(formatYuan(fen(n)).slice(1))).toBe(n);
      }),
    );
  });
});
