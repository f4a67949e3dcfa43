import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Steps from 'antd-mobile/es/components/steps';
import { useNavigate } from 'react-router';
import { OrderNotFound } from '@/features/order/index.ts';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { getRefundQueryOptions, type RefundDetail } from '../api/refunds.ts';
import { amountLines, FactList } from '../components/refund-amounts.tsx';
import { shanghaiTime } from '../components/shanghai-time.ts';
import { useOrderId } from '../components/use-order-id.ts';
import { useWithdrawRefund } from '../components/use-withdraw-refund.ts';
import * as copy from '../copy.ts';
import '../refund-pages.css';

const text = copy.detail;
const { Step } = Steps;

/** /refund/detail?orderId=: where the refund stands, what comes back, and its timeline. */
export function RefundDetailPage() {
  const orderId = useOrderId();
  const refund = useQuery({ ...getRefundQueryOptions(orderId ?? 0), enabled: orderId !== null });
  if (orderId === null || isNotFound(refund.error)) return <OrderNotFound />;
  if (refund.isPending) return <LoadingBlock />;
  if (refund.isError) return <LoadError error={refund.error} onRetry={() => void refund.refetch()} />;
  return (
    <PullToRefresh onRefresh={async () => void (await refund.refetch())}>
      <RefundView orderId={orderId} refund={refund.data} />
    </PullToRefresh>
  );
}

function RefundView({ orderId, refund }: { orderId: number; refund: RefundDetail }) {
  const navigate = useNavigate();
  const { withdraw, withdrawing } = useWithdrawRefund();
  const { order } = refund;

  const amounts = amountLines({
    online: refund.amount,
    cards: refund.cardAmount,
    coupon:
      refund.couponReturned && order.couponName
        ? { label: text.coupon, value: `${order.couponName}（${text.couponBack}）` }
        : null,
    text,
  });
  const facts = [
    { label: text.refundNo, value: refund.refundNo },
    { label: text.orderNo, value: order.orderNo },
    { label: text.centre, value: order.sysCenterName },
    { label: text.examinee, value: order.name },
    { label: text.date, value: `${order.examDate} ${order.slotTime}`.trim() },
    { label: text.reason, value: refund.reason },
    ...(refund.remark ? [{ label: text.remark, value: refund.remark }] : []),
  ];
  const current = Math.max(
    0,
    refund.timeline.findIndex((step) => step.state !== 'finish'),
  );

  return (
    <div className="refund-page">
      <section className="refund-card" aria-label={text.status}>
        <p className={refund.status === 'refused' ? 'refund-status refund-refused' : 'refund-status'}>
          {refund.statusName}
        </p>
        {refund.status === 'refused' && refund.refuseReason ? (
          <p className="refund-refused">
            {text.refuseReason}：{refund.refuseReason}
          </p>
        ) : null}
        <FactList lines={amounts} />
      </section>
      <section className="refund-card" aria-label={text.progress}>
        <h3 className="refund-card-title">{text.progress}</h3>
        <Steps
          direction="vertical"
          current={refund.timeline.every((s) => s.state === 'finish') ? refund.timeline.length - 1 : current}
        >
          {refund.timeline.map((step) => (
            <Step
              key={step.title}
              title={step.title}
              status={step.state}
              description={[step.at ? shanghaiTime(step.at) : '', step.description].filter(Boolean).join(' ')}
            />
          ))}
        </Steps>
      </section>
      <section className="refund-card">
        <FactList lines={facts} />
      </section>
      <div className="refund-actions">
        {refund.status === 'applied' ? (
          <Button
            block
            color="danger"
            fill="outline"
            loading={withdrawing}
            onClick={() => void withdraw(orderId)}
          >
            {text.withdraw}
          </Button>
        ) : null}
        <Button block onClick={() => navigate(`/order/personal/${order.sysCenterId}/${order.id}`)}>
          {text.toOrder}
        </Button>
      </div>
    </div>
  );
}
