import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fen } from '../money.ts';
import { discountedLine, teamPrice } from './pricing.ts';

describe('teamPrice', () => {
  it('has the company pay its custom price and the employee nothing when nothing is added', () => {
    expect(
      teamPrice({ customPrice: fen(58_000), addedTopicPrices: [], extraPrices: [], discountPercent: 85 }),
    ).toEqual({ companyPays: 58_000, selfPays: 0 });
  });

  it('has the employee pay added topic packages and extras at the discount, line by line', () => {
    // 199.00 × 85% = 169.15; 35.00 × 85% = 29.75; 12.30 × 85% = 10.455 → 10.46 (half up)
    const price = teamPrice({
      customPrice: fen(58_000),
      addedTopicPrices: [fen(19_900)],
      extraPrices: [fen(3_500), fen(1_230)],
      discountPercent: 85,
    });
    expect(price).toEqual({ companyPays: 58_000, selfPays: 16_915 + 2_975 + 1_046 });
  });

  it('rounds each line on its own before summing', () => {
    // Two lines of 0.01 × 50% = 0.005 each → 0.01 each, 0.02 in all (the sum rounded once would be 0.01).
    expect(
      teamPrice({
        customPrice: fen(0),
        addedTopicPrices: [fen(1)],
        extraPrices: [fen(1)],
        discountPercent: 50,
      }).selfPays,
    ).toBe(2);
  });

  it('charges full list price at 100%', () => {
    expect(
      teamPrice({
        customPrice: fen(1),
        addedTopicPrices: [fen(12_345)],
        extraPrices: [],
        discountPercent: 100,
      }),
    ).toEqual({ companyPays: 1, selfPays: 12_345 });
  });
});

describe('discountedLine', () => {
  it.each([
    [fen(1_230), 85, 1_046], // 1045.5 → up
    [fen(1_229), 85, 1_045], // 1044.65 → up to 1045
    [fen(1_001), 50, 501], // 500.5 → up
    [fen(999), 50, 500], // 499.5 → up
    [fen(3), 10, 0], // 0.3 → down
    [fen(5), 10, 1], // 0.5 → up
  ])('%i fen at %i%% is %i fen', (price, percent, expected) => {
    expect(discountedLine(price, percent)).toBe(expected);
  });

  it('is never more than list price nor off by more than half a fen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        (price, pct) => {
          const line = discountedLine(fen(price), pct);
          expect(line).toBeLessThanOrEqual(price);
          expect(Math.abs(line * 100 - price * pct)).toBeLessThanOrEqual(50);
        },
      ),
    );
  });

  it('refuses a percent outside 0..100 or a fraction', () => {
    expect(() => discountedLine(fen(100), 101)).toThrow(RangeError);
    expect(() => discountedLine(fen(100), 8.5)).toThrow(RangeError);
  });
});
