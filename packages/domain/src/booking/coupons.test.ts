import { describe, expect, it } from 'vitest';
import { fen } from '../money.ts';
import { couponApplies, couponDiscount, couponNeedsItem } from './coupons.ts';
import { coupon } from './test-booking.ts';

describe('couponApplies', () => {
  it('needs the actual price strictly above the minimum', () => {
    const c = coupon({ orderMinimum: fen(10000) });
    expect(couponApplies(c, fen(10000))).toBe(false);
    expect(couponApplies(c, fen(10001))).toBe(true);
  });

  it('needs the coupon available', () => {
    expect(couponApplies(coupon({ available: 0, reason: '已过期' }), fen(50000))).toBe(false);
  });

  it('checks the dates, inclusive, when today is given', () => {
    const c = coupon({ startDate: '2026-11-01 00:00:00', endDate: '2026-11-30 23:59:59' });
    expect(couponApplies(c, fen(50000), '2026-11-01')).toBe(true);
    expect(couponApplies(c, fen(50000), '2026-11-30')).toBe(true);
    expect(couponApplies(c, fen(50000), '2026-10-31')).toBe(false);
    expect(couponApplies(c, fen(50000), '2026-12-01')).toBe(false);
    expect(couponApplies(coupon({ startDate: '', endDate: '' }), fen(50000), '2030-01-01')).toBe(true);
  });
});

describe('couponDiscount', () => {
  it('takes a cash or full-reduction coupon off, never beyond the price', () => {
    expect(
      couponDiscount(coupon({ couponType: 1, price: fen(2000), orderMinimum: fen(0) }), fen(30000)),
    ).toBe(2000);
    expect(couponDiscount(coupon({ couponType: 2, price: fen(5000), orderMinimum: fen(0) }), fen(3000))).toBe(
      3000,
    );
  });

  it('takes the exchanged item price off for a project coupon and nothing for a gift', () => {
    const item = { id: 'P9', item: '幽门螺杆菌检测' };
    expect(
      couponDiscount(coupon({ couponType: 3, price: fen(8000), exchangeProjectMap: item }), fen(30000)),
    ).toBe(8000);
    expect(
      couponDiscount(coupon({ couponType: 4, price: fen(8000), exchangeProjectMap: item }), fen(30000)),
    ).toBe(0);
  });

  it('is 0 when the coupon does not apply', () => {
    expect(couponDiscount(coupon({ orderMinimum: fen(50000) }), fen(50000))).toBe(0);
    expect(couponDiscount(coupon({ endDate: '2026-11-01' }), fen(50000), '2026-11-23')).toBe(0);
  });
});

describe('couponNeedsItem', () => {
  const tied = { id: 'P9', item: '幽门螺杆菌检测' };

  it('offers the tied item of a project or cash coupon when the plan lacks it', () => {
    expect(couponNeedsItem(coupon({ couponType: 3, exchangeProjectMap: tied }), ['P1'])).toEqual(tied);
    expect(couponNeedsItem(coupon({ couponType: 1, exchangeProjectMap: tied }), ['P1'])).toEqual(tied);
  });

  it('offers nothing when the item is in the plan, the coupon is untied, or of another kind', () => {
    expect(couponNeedsItem(coupon({ couponType: 3, exchangeProjectMap: tied }), ['P1', 'P9'])).toBeNull();
    expect(couponNeedsItem(coupon({ couponType: 1, exchangeProjectMap: null }), [])).toBeNull();
    expect(couponNeedsItem(coupon({ couponType: 2, exchangeProjectMap: tied }), [])).toBeNull();
    expect(couponNeedsItem(coupon({ couponType: 4, exchangeProjectMap: tied }), [])).toBeNull();
  });
});
