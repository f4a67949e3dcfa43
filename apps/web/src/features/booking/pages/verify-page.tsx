import { ORDER_STATUS_NAMES } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { OrderFacts } from '../components/order-facts.tsx';
import { useOrderFromQuery } from '../components/use-order-from-query.ts';
import * as copy from '../result-copy.ts';
import './payment-pages.css';

const text = copy.verify;

/** /order/verify?orderId=: the booking waits for the centre's doctor; what happens next. */
export function VerifyPage() {
  const navigate = useNavigate();
  const { orderId, order } = useOrderFromQuery();
  if (orderId === null) return <StatusPage title={copy.succeed.noOrder} />;
  if (order.isPending) return <LoadingBlock />;
  if (order.isError) return <LoadError error={order.error} onRetry={() => void order.refetch()} />;
  return (
    <div className="result-page">
      <h2 className="result-title">{text.title}</h2>
      <p className="result-note">{text.pending}</p>
      <section className="payment-card">
        <dl className="payment-facts">
          <div>
            <dt>{text.status}</dt>
            <dd>{ORDER_STATUS_NAMES[order.data.status]}</dd>
          </div>
        </dl>
        <OrderFacts order={order.data} />
      </section>
      <p className="result-note">{text.next}</p>
      <div className="payment-actions">
        <Button block color="primary" onClick={() => navigate('/order')}>
          {copy.succeed.toOrders}
        </Button>
        <Button block onClick={() => navigate('/main')}>
          {copy.succeed.home}
        </Button>
      </div>
    </div>
  );
}
