import { useQuery } from '@tanstack/react-query';
import type { CouponType } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useNavigate, useParams } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { type CouponDetail, couponDetailOptions } from '../api/wallet-pages.ts';
import { couponMinimum, couponValue } from '../components/coupon-value.ts';
import * as copy from '../copy.ts';
import '@/shared/ui/fact-list.css';
import '../wallet-pages.css';

const text = copy.couponDetail;

/** The coupon the address names: a whole id in range and one of the four types, else null. */
function couponOf(params: {
  id?: string;
  couponType?: string;
}): { id: number; couponType: CouponType } | null {
  const { id = '', couponType = '' } = params;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return null;
  if (!/^[1-4]$/.test(couponType)) return null;
  return { id: Number(id), couponType: Number(couponType) as CouponType };
}

/**
 * /electronicCoupon/detail/:id/:couponType: one of the account's coupons — its value and rules, the
 * order that spent or holds it, and 去使用 for one that can be used now. Another account's coupon, or
 * an address naming none, is not found, with the ways on.
 */
export function CouponDetailPage() {
  const named = couponOf(useParams());
  const coupon = useQuery({
    ...couponDetailOptions(named?.id ?? 0, named?.couponType ?? 1),
    enabled: named !== null,
  });
  if (named === null) return <CouponNotFound />;
  return (
    <div className="wallet-page">
      <QueryView query={coupon} notFound={<CouponNotFound />}>
        {(data) => (
          <PullToRefresh onRefresh={async () => void (await coupon.refetch())}>
            <CouponView coupon={data} />
          </PullToRefresh>
        )}
      </QueryView>
    </div>
  );
}

function CouponNotFound() {
  const navigate = useNavigate();
  return (
    <StatusPage title={text.notFound}>
      <Button color="primary" onClick={() => navigate('/electronicCoupon/list', { replace: true })}>
        {text.toList}
      </Button>
      <Button onClick={() => navigate('/main')}>{text.toHome}</Button>
    </StatusPage>
  );
}

function CouponView({ coupon }: { coupon: CouponDetail }) {
  const navigate = useNavigate();
  const item = coupon.exchangeProjectMap?.item;
  const facts = [
    { label: text.type, value: copy.couponTypes[coupon.couponType] },
    { label: text.value, value: couponValue(coupon) },
    { label: text.minimum, value: couponMinimum(coupon) },
    { label: text.validity, value: copy.wallet.couponValid(coupon.startDate, coupon.endDate) },
    { label: text.centre, value: coupon.sysCenterName ?? text.allCentres },
    ...(item ? [{ label: coupon.couponType === 4 ? text.gift : text.exchange, value: item }] : []),
  ];
  const usable = coupon.state === 'usable' && coupon.available === 1;
  const { order } = coupon;
  return (
    <>
      <section className="wallet-section wallet-coupon-head" aria-label={coupon.name}>
        <p className={`wallet-coupon-big${usable ? '' : ' is-dim'}`}>{couponValue(coupon)}</p>
        <h2 className="wallet-section-title">{coupon.name}</h2>
        <span
          className={`wallet-state wallet-state-${usable || coupon.state !== 'usable' ? coupon.state : 'waiting'}`}
        >
          {coupon.stateName}
        </span>
        {/* Why a usable one waits (not started yet); one an unpaid order holds names the order below. */}
        {coupon.state === 'usable' && coupon.reason && !order ? (
          <p className="wallet-coupon-reason">{coupon.reason}</p>
        ) : null}
        <dl className="fact-list">
          {facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {coupon.content ? (
        <section className="wallet-section" aria-labelledby="coupon-content">
          <h3 id="coupon-content" className="wallet-section-title">
            {text.content}
          </h3>
          <p className="wallet-text">{coupon.content}</p>
        </section>
      ) : null}
      <section className="wallet-section" aria-labelledby="coupon-rules">
        <h3 id="coupon-rules" className="wallet-section-title">
          {text.rules}
        </h3>
        <ol className="wallet-rules">
          {coupon.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
      {order ? (
        <section className="wallet-section" aria-labelledby="coupon-order">
          <h3 id="coupon-order" className="wallet-section-title">
            {coupon.state === 'used' ? text.usedBy : text.heldBy}
          </h3>
          <dl className="fact-list">
            <div>
              <dt>{text.orderNo}</dt>
              <dd>{order.orderNo}</dd>
            </div>
            <div>
              <dt>{text.orderCentre}</dt>
              <dd>{order.sysCenterName}</dd>
            </div>
            <div>
              <dt>{text.examDate}</dt>
              <dd>{order.examDate}</dd>
            </div>
          </dl>
          <Button
            block
            className="wallet-section-action"
            onClick={() => navigate(`/order/personal/${encodeURIComponent(order.sysCenterId)}/${order.id}`)}
          >
            {text.toOrder}
          </Button>
        </section>
      ) : null}
      {usable ? (
        <div className="wallet-actions">
          <Button block color="primary" onClick={() => navigate('/entrance')}>
            {text.use}
          </Button>
        </div>
      ) : null}
    </>
  );
}
