import { type Fen, formatYuan } from '@tijian/domain';
import * as copy from '../copy.ts';

/** 免费, or the price paid at the centre. */
export const priceText = (price: Fen): string =>
  price === 0 ? copy.list.free : copy.list.price(formatYuan(price));
