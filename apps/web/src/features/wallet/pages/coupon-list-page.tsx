import { useInfiniteQuery } from '@tanstack/react-query';
import { type Coupon, isSpecificCentre } from '@tijian/domain';
import Tabs from 'antd-mobile/es/components/tabs';
import { useNavigate, useSearchParams } from 'react-router';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { type CouponListState, couponListOptions } from '../api/wallet-pages.ts';
import { couponMinimum, couponValue } from '../components/coupon-value.ts';
import * as copy from '../copy.ts';
import '../wallet-pages.css';

const text = copy.couponList;
const STATES: readonly CouponListState[] = ['usable', 'used', 'expired'];
const isState = (s: string | null): s is CouponListState => STATES.includes(s as CouponListState);

/**
 * /electronicCoupon/list: the account's e-coupons under 可使用 / 已使用 / 已过期 (the tab is kept in the
 * address as ?state=, so coming back from a coupon finds the same tab). Of the centre in use, as the
 * personal centre's 电子券 tile counts the first tab; every coupon on the platform (00-0).
 */
export function CouponListPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('state');
  const state: CouponListState = isState(asked) ? asked : 'usable';
  const current = useSessionStore((s) => s.sid);
  const sid = search.get('sysCenterId') ?? current;
  const choose = (key: string) => {
    if (!isState(key)) return;
    const next = new URLSearchParams(search);
    next.set('state', key);
    setSearch(next, { replace: true });
  };
  return (
    <div className="wallet-page">
      <Tabs activeKey={state} onChange={choose}>
        {STATES.map((s) => (
          <Tabs.Tab key={s} title={text.tabs[s]} />
        ))}
      </Tabs>
      <CouponTab key={state} state={state} sysCenterId={isSpecificCentre(sid) ? sid : null} />
    </div>
  );
}

function CouponTab({ state, sysCenterId }: { state: CouponListState; sysCenterId: string | null }) {
  const coupons = useInfiniteQuery(couponListOptions(state, sysCenterId));
  const loadMore = async () => {
    const result = await coupons.fetchNextPage();
    if (result.isError) throw result.error;
  };
  return (
    <QueryView query={coupons}>
      {({ pages }) => {
        const list = pages.flat();
        return (
          <ScrollList
            onRefresh={() => coupons.refetch()}
            onLoadMore={loadMore}
            hasMore={coupons.hasNextPage}
            isEmpty={list.length === 0}
            empty={<EmptyList text={text.empty[state]} />}
          >
            <ul className="wallet-coupons" aria-label={text.tabs[state]}>
              {list.map((coupon) => (
                <CouponItem key={coupon.id} coupon={coupon} state={state} />
              ))}
            </ul>
          </ScrollList>
        );
      }}
    </QueryView>
  );
}

function CouponItem({ coupon, state }: { coupon: Coupon; state: CouponListState }) {
  const navigate = useNavigate();
  // Spent and expired coupons are in their tabs for the record; a usable one may still wait (held by
  // an unpaid order, or not started), and the server says why.
  const why = state === 'usable' && coupon.available !== 1 ? coupon.reason : '';
  return (
    <li className={`wallet-coupon wallet-coupon-${state}${state === 'usable' && !why ? '' : ' is-dim'}`}>
      <button
        type="button"
        className="wallet-coupon-body"
        aria-label={`${coupon.name} ${couponValue(coupon)}`}
        onClick={() => navigate(`/electronicCoupon/detail/${coupon.id}/${coupon.couponType}`)}
      >
        <span className={`wallet-coupon-value wallet-coupon-value-${coupon.couponType}`}>
          <strong>{couponValue(coupon)}</strong>
          <small>{copy.couponTypes[coupon.couponType]}</small>
        </span>
        <span className="wallet-coupon-facts">
          <span className="wallet-coupon-name">{coupon.name}</span>
          <span className="wallet-coupon-line">{couponMinimum(coupon)}</span>
          <span className="wallet-coupon-line">
            {copy.wallet.couponValid(coupon.startDate, coupon.endDate)}
          </span>
          {why ? <span className="wallet-coupon-reason">{why}</span> : null}
        </span>
      </button>
    </li>
  );
}
