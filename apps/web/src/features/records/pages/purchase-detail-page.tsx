import { useQuery } from '@tanstack/react-query';
import { formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useNavigate, useSearchParams } from 'react-router';
import { specialBoughtPath } from '@/shared/lib/paid-pages.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { type PurchaseDetail, purchaseOptions } from '../api/records.ts';
import { type FactRow, FactRows } from '../components/fact-rows.tsx';
import { kindOf } from '../components/purchase-path.ts';
import { PurchaseStateTag } from '../components/purchase-state-tag.tsx';
import { RecordNotFound } from '../components/record-not-found.tsx';
import { shanghaiTime } from '../components/shanghai-time.ts';
import { useIdParam } from '../components/use-id-param.ts';
import * as copy from '../copy.ts';
import '../records.css';

const text = copy.purchase;

/** /purchase/record/detail/:id?kind=: what was bought, its payments and its refunds. */
export function PurchaseDetailPage() {
  const id = useIdParam();
  const [search] = useSearchParams();
  const kind = kindOf(search.get('kind'));
  const purchase = useQuery({
    ...purchaseOptions(kind ?? 'exam', id ?? 0),
    enabled: id !== null && kind !== null,
  });
  const notFound = <RecordNotFound title={text.notFound} back={text.toList} to="/purchase/record/list" />;
  if (id === null || kind === null) return notFound;
  return (
    <div className="record-page">
      <QueryView query={purchase} notFound={notFound}>
        {(data) => (
          <PullToRefresh onRefresh={async () => void (await purchase.refetch())}>
            <PurchaseView purchase={data} />
          </PullToRefresh>
        )}
      </QueryView>
    </div>
  );
}

function PurchaseView({ purchase }: { purchase: PurchaseDetail }) {
  const navigate = useNavigate();
  const { order, bought } = purchase;
  const what: FactRow[] = [
    { label: text.what, value: purchase.title },
    ...(bought ? [{ label: text.kind, value: bought.kindName }] : []),
    { label: text.centre, value: purchase.sysCenterName },
    ...(purchase.examinee
      ? [{ label: purchase.kind === 'health_card' ? text.holder : text.examinee, value: purchase.examinee }]
      : []),
    ...(bought ? [{ label: text.purchaseNo, value: bought.purchaseNo }] : []),
    ...(bought?.healthCardNo ? [{ label: text.cardNo, value: bought.healthCardNo }] : []),
    ...(order
      ? [
          { label: text.orderNo, value: order.orderNo },
          { label: text.examDate, value: `${order.examDate} ${order.slotTime}`.trim() },
          { label: text.orderStatus, value: order.statusName },
        ]
      : []),
    ...(purchase.cardPaid > 0 ? [{ label: text.cardPaid, value: formatYuan(purchase.cardPaid) }] : []),
    ...(purchase.couponName
      ? [{ label: text.coupon, value: `${purchase.couponName}（-${formatYuan(purchase.couponDiscount)}）` }]
      : []),
  ];
  return (
    <>
      <section className="record-section record-summary" aria-label={purchase.title}>
        <header className="record-card-head">
          <span className="record-card-title">{purchase.title}</span>
          <PurchaseStateTag purchase={purchase} />
        </header>
        <p className="record-amount">
          {text.amount} <strong>{formatYuan(purchase.amount)}</strong>
        </p>
        {purchase.refunded > 0 ? (
          <p className="record-card-line">
            {text.refunded} {formatYuan(purchase.refunded)}
          </p>
        ) : null}
        <FactRows rows={what} />
      </section>
      <section className="record-section" aria-labelledby="purchase-payments">
        <h3 id="purchase-payments" className="record-section-title">
          {text.payments}
        </h3>
        {purchase.payments.map((p) => (
          <FactRows
            key={p.payId}
            label={`${text.payments} ${p.payId}`}
            rows={[
              { label: text.channel, value: p.channelName },
              { label: text.amount, value: formatYuan(p.amount) },
              { label: text.payStatus, value: p.statusName },
              { label: text.paidAt, value: shanghaiTime(p.paidAt) },
              ...(p.tradeNo ? [{ label: text.tradeNo, value: p.tradeNo }] : []),
            ]}
          />
        ))}
      </section>
      <section className="record-section" aria-labelledby="purchase-refunds">
        <h3 id="purchase-refunds" className="record-section-title">
          {text.refunds}
        </h3>
        {purchase.refunds.length === 0 ? <p className="record-note">{text.noRefunds}</p> : null}
        {purchase.refunds.map((r) => (
          <FactRows
            key={r.refundNo}
            label={`${text.refunds} ${r.refundNo}`}
            rows={[
              { label: text.refundNo, value: r.refundNo },
              { label: text.refundStatus, value: r.statusName },
              { label: text.refundAmount, value: formatYuan(r.amount) },
              ...(r.cardAmount > 0 ? [{ label: text.refundCards, value: formatYuan(r.cardAmount) }] : []),
              { label: text.appliedAt, value: shanghaiTime(r.appliedAt) },
              ...(r.refundedAt ? [{ label: text.refundedAt, value: shanghaiTime(r.refundedAt) }] : []),
            ]}
          />
        ))}
      </section>
      {order ? (
        <div className="record-actions">
          <Button block onClick={() => navigate(`/order/personal/${order.sysCenterId}/${order.id}`)}>
            {text.toOrder}
          </Button>
        </div>
      ) : null}
      {bought?.healthCardId ? (
        <div className="record-actions">
          <Button block onClick={() => navigate(`/serveCard/${bought.healthCardId}`)}>
            {text.toCard}
          </Button>
        </div>
      ) : null}
      {purchase.kind === 'special_package' ? (
        <div className="record-actions">
          <Button block onClick={() => navigate(specialBoughtPath(purchase.id))}>
            {text.toRedeem}
          </Button>
        </div>
      ) : null}
    </>
  );
}
