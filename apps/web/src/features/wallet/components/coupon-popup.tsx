import { useQuery } from '@tanstack/react-query';
import { type Coupon, couponApplies, type Fen, formatYuan } from '@tijian/domain';
import Popup from 'antd-mobile/es/components/popup';
import { InlineLoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { type CouponQuery, getCouponsQueryOptions } from '../api/get-coupons.ts';
import * as copy from '../copy.ts';
import '@/shared/ui/popup-sheet.css';

const text = copy.wallet;

/** The e-coupon list (online payment only): one coupon at a time, usable ones above the minimum. */
export function CouponPopup({
  visible,
  query,
  actualPrice,
  today,
  selected,
  onClose,
  onPick,
}: {
  visible: boolean;
  query: CouponQuery;
  actualPrice: Fen;
  today: string;
  selected: Coupon | null;
  onClose: () => void;
  onPick: (coupon: Coupon | null) => void;
}) {
  const coupons = useQuery({ ...getCouponsQueryOptions(query), enabled: visible });
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="popup-sheet" destroyOnClose>
      <h2 className="popup-sheet-title">{text.couponTitle}</h2>
      <div className="popup-sheet-list">
        {coupons.isPending ? (
          <LoadingBlock />
        ) : coupons.isError ? (
          <InlineLoadError error={coupons.error} onRetry={() => void coupons.refetch()} />
        ) : (
          <>
            <button
              type="button"
              className={`popup-sheet-item${selected === null ? ' is-selected' : ''}`}
              aria-pressed={selected === null}
              onClick={() => onPick(null)}
            >
              {text.couponNone}
            </button>
            {coupons.data.map((coupon) => {
              const usable = couponApplies(coupon, actualPrice, today);
              return (
                <button
                  key={coupon.id}
                  type="button"
                  className={`popup-sheet-item${selected?.id === coupon.id ? ' is-selected' : ''}`}
                  aria-pressed={selected?.id === coupon.id}
                  disabled={!usable}
                  onClick={() => onPick(coupon)}
                >
                  <span className="popup-sheet-name">
                    {coupon.name} {formatYuan(coupon.price)}
                  </span>
                  <span className="popup-sheet-meta">
                    {coupon.orderMinimum > 0 ? text.couponMinimum(formatYuan(coupon.orderMinimum)) : ''}{' '}
                    {text.couponValid(coupon.startDate, coupon.endDate)}
                  </span>
                  {!usable && coupon.reason ? (
                    <span className="popup-sheet-reason">{coupon.reason}</span>
                  ) : null}
                </button>
              );
            })}
          </>
        )}
      </div>
    </Popup>
  );
}
