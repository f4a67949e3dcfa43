import { type Coupon, formatYuan } from '@tijian/domain';
import * as copy from '../copy.ts';

const text = copy.couponList;

/**
 * What a coupon is worth, as its face shows it: a cash coupon its amount, a full-reduction one
 * 满x减y, a project coupon the item it exchanges, a gift 赠 and its item.
 */
export function couponValue(c: Pick<Coupon, 'couponType' | 'price' | 'orderMinimum' | 'exchangeProjectMap'>) {
  const item = c.exchangeProjectMap?.item ?? '';
  switch (c.couponType) {
    case 1:
      return formatYuan(c.price);
    case 2:
      return text.reduce(formatYuan(c.orderMinimum), formatYuan(c.price));
    case 3:
      return item || formatYuan(c.price);
    case 4:
      return `${text.gift} ${item}`.trim();
  }
}

/** Its threshold: 满¥300.00可用, or 无门槛. */
export function couponMinimum(c: Pick<Coupon, 'orderMinimum'>) {
  return c.orderMinimum > 0 ? copy.wallet.couponMinimum(formatYuan(c.orderMinimum)) : text.noMinimum;
}

/** An ISO instant as the centre's clock reads it (Asia/Shanghai, UTC+8 all year): YYYY-MM-DD HH:mm. */
export function shanghaiTime(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  return new Date(at + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}
