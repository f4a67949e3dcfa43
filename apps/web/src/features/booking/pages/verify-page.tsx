import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useNavigate } from 'react-router';
import { type OrderDetail, OrderFacts, orderChanged } from '@/features/order/index.ts';
import '@/shared/ui/fact-list.css';
import { showToast } from '@/shared/ui/feedback.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { acceptReview } from '../api/accept-review.ts';
import { useOrderFromQuery } from '../components/use-order-from-query.ts';
import * as copy from '../result-copy.ts';
// The pay pages' card and actions, which these result pages share (the payment index brings its styles).
import '@/features/payment/index.ts';

const text = copy.verify;

/**
 * /order/verify?orderId=: the doctor's review of the booking. Pending: wait (pull to ask again);
 * approved: pay or see the order, and accept a changed plan when the doctor proposed one; refused:
 * the doctor's note.
 */
export function VerifyPage() {
  const { orderId, order } = useOrderFromQuery();
  if (orderId === null) return <StatusPage title={copy.succeed.noOrder} />;
  return (
    <QueryView query={order}>
      {(data) => (
        <PullToRefresh onRefresh={() => order.refetch()} pullingText={text.pullToRefresh}>
          <Review order={data} />
        </PullToRefresh>
      )}
    </QueryView>
  );
}

function Review({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const review = order.review;
  const toOrder = () => navigate(`/order/personal/${order.sysCenterId}/${order.id}`);
  return (
    <div className="result-page">
      {review.state === 'pending' ? (
        <>
          <h2 className="result-title">{text.title}</h2>
          <p className="result-note" role="status">
            {text.reviewing}
          </p>
          <p className="result-note">{text.pending}</p>
        </>
      ) : review.state === 'refused' ? (
        <>
          <h2 className="result-title">{text.refused}</h2>
          {review.note ? (
            <p className="result-note">
              {text.refusedNote}：{review.note}
            </p>
          ) : null}
        </>
      ) : review.state === 'approved' ? (
        <>
          <h2 className="result-title">{text.approved}</h2>
          <p className="result-note">
            {order.status === 'order_hospital_payment' ? text.approvedPay : text.approvedExam}
          </p>
          {review.note ? <p className="result-note">{review.note}</p> : null}
          <ProposedPlan order={order} />
        </>
      ) : (
        <h2 className="result-title">{order.statusName}</h2>
      )}
      <section className="payment-card">
        <dl className="fact-list">
          <div>
            <dt>{text.status}</dt>
            <dd>{order.statusName}</dd>
          </div>
        </dl>
        <OrderFacts order={order} />
      </section>
      {review.state === 'pending' ? <p className="result-note">{text.next}</p> : null}
      <div className="payment-actions">
        {order.actions.includes('pay') ? (
          <Button block color="primary" onClick={() => navigate(`/order/onlinePayment/1/${order.id}`)}>
            {text.pay}
          </Button>
        ) : null}
        <Button block color={order.actions.includes('pay') ? 'default' : 'primary'} onClick={toOrder}>
          {text.toOrder}
        </Button>
        <Button block onClick={() => navigate('/main')}>
          {copy.succeed.home}
        </Button>
      </div>
    </div>
  );
}

function ProposedPlan({ order }: { order: OrderDetail }) {
  const client = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptReview(order.id),
    onSuccess: ({ order: changed }) => {
      void orderChanged(client, changed);
      showToast(text.accepted);
    },
  });
  const items = order.review.proposedItems;
  if (!items || items.length === 0) return null;
  return (
    <section className="payment-card" aria-label={text.proposed}>
      <p className="result-note">{text.proposed}</p>
      <ul>
        {items.map((i) => (
          <li key={i.projectId}>{i.item}</li>
        ))}
      </ul>
      <Button
        block
        color="primary"
        loading={accept.isPending}
        // A refusal has been shown as a toast by the HTTP layer.
        onClick={() => accept.mutate()}
      >
        {text.accept}
      </Button>
    </section>
  );
}
