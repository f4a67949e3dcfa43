// E-coupons on the submit screen (spec 5 "Invoice, cards, coupons, services"). One coupon per order,
// online payment only (the payable formula decides that).
import { type Fen, fen } from '../money.ts';
import type { Coupon } from './types.ts';

/** A coupon's dates may carry a time; the day is what counts. An empty bound does not limit. */
function withinDates(coupon: Coupon, today: string): boolean {
  const start = coupon.startDate.slice(0, 10);
  const end = coupon.endDate.slice(0, 10);
  return (start === '' || start <= today) && (end === '' || today <= end);
}

/**
 * Usable on a plan of this actual price: marked available, the price strictly above its minimum,
 * and, when today (YYYY-MM-DD) is given, within its dates.
 */
export function couponApplies(coupon: Coupon, actualPrice: Fen, today?: string): boolean {
  if (coupon.available !== 1 || actualPrice <= coupon.orderMinimum) return false;
  return today === undefined || withinDates(coupon, today);
}

/**
 * What the coupon takes off: cash, full-reduction and project coupons their price (for a project
 * coupon the price of the item it exchanges), never more than the plan costs; a gift coupon adds
 * its item free and takes nothing off. 0 when the coupon does not apply.
 */
export function couponDiscount(coupon: Coupon, actualPrice: Fen, today?: string): Fen {
  if (!couponApplies(coupon, actualPrice, today) || coupon.couponType === 4) return fen(0);
  return fen(Math.max(0, Math.min(coupon.price, actualPrice)));
}

/** A project or cash coupon tied to an item the plan lacks: the item to offer adding (spec 5). */
export function couponNeedsItem(coupon: Coupon, checkedIds: string[]): { id: string; item: string } | null {
  const tied = coupon.exchangeProjectMap;
  if (tied === null || (coupon.couponType !== 1 && coupon.couponType !== 3)) return null;
  return checkedIds.includes(tied.id) ? null : { id: tied.id, item: tied.item };
}
