import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { useNavigate } from 'react-router';
import { OrderNotFound } from '@/features/order/index.ts';
import { useOrderId } from '../components/use-order-id.ts';
import * as copy from '../copy.ts';
import '../refund-pages.css';

const text = copy.succeed;

/**
 * /refund/succeed?orderId=: the application is in and awaits the centre's review (nothing is refunded
 * yet, so its title says 申请已提交); what happens next, and where to follow it.
 */
export function RefundSucceedPage() {
  const navigate = useNavigate();
  const orderId = useOrderId();
  if (orderId === null) return <OrderNotFound />;
  return (
    <div className="refund-page">
      <Result status="waiting" title={text.title} description={text.description} />
      <section className="refund-card">
        <ol className="refund-next">
          {text.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <div className="refund-actions">
        <Button
          block
          color="primary"
          onClick={() => navigate(`/refund/detail?orderId=${orderId}`, { replace: true })}
        >
          {text.progress}
        </Button>
        <Button block onClick={() => navigate('/order')}>
          {text.toOrders}
        </Button>
      </div>
    </div>
  );
}
