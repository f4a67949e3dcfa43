import { fastingInstruction, fastingWindowOf } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { useCentre } from '@/features/centre/index.ts';
import { type OrderDetail, OrderFacts } from '@/features/order/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { useOrderFromQuery } from '../components/use-order-from-query.ts';
import * as copy from '../result-copy.ts';
// The pay pages' card and actions, which these result pages share (the payment index brings its styles).
import '@/features/payment/index.ts';

const text = copy.succeed;

/** /order/succeed?orderId=: the booking is made; when, where, and what to mind before coming. */
export function SucceedPage() {
  const { orderId, order } = useOrderFromQuery();
  if (orderId === null) return <StatusPage title={text.noOrder} />;
  return <QueryView query={order}>{(order) => <Succeeded order={order} />}</QueryView>;
}

function Succeeded({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const centre = useCentre(order.sysCenterId).data;
  const window = centre ? fastingWindowOf(centre.fastingCheckStart, centre.fastingCheckEnd) : null;
  const fasting = fastingInstruction(
    order.items.map((line) => ({ item: line.item, fastingCheck: line.fasting })),
    window,
  );
  return (
    <div className="result-page">
      <h2 className="result-title">{text.title}</h2>
      <section className="payment-card">
        <OrderFacts order={order} />
      </section>
      {fasting ? (
        <section className="result-note" aria-label={text.fastingItems}>
          <p>{fasting.note}</p>
          <p>
            {text.fastingItems}：{fasting.items.join('、')}
          </p>
        </section>
      ) : null}
      <div className="payment-actions">
        <Button block color="primary" onClick={() => navigate('/order')}>
          {text.toOrders}
        </Button>
        <Button block onClick={() => navigate('/main')}>
          {text.home}
        </Button>
      </div>
    </div>
  );
}
