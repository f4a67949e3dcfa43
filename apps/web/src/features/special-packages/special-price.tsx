import type { Fen } from '@tijian/domain';
import { formatYuan } from '@tijian/domain';
import * as copy from './copy.ts';

/** What a package costs, and the price before the offer struck through when there is one. */
export function SpecialPrice({ price, originalPrice }: { price: Fen; originalPrice: Fen | null }) {
  return (
    <span className="special-price">
      <span className="special-price-now">{formatYuan(price)}</span>
      {originalPrice !== null && originalPrice > price ? (
        <del className="special-price-original">
          <span className="visually-hidden">{copy.price.original}</span>
          {formatYuan(originalPrice)}
        </del>
      ) : null}
    </span>
  );
}
