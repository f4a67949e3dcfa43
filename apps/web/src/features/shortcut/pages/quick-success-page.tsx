import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useParams } from 'react-router';
import { getOrderQueryOptions, OrderFacts, orderIdOf } from '@/features/order/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import * as copy from '../copy.ts';
import './quick-pages.css';

const text = copy.shortcut;

/** /shortcut/order/success/:sysCenterId/:id: the quick appointment is booked; pay at the centre. */
export function QuickSuccessPage() {
  const { sysCenterId = '', id } = useParams();
  const navigate = useNavigate();
  const orderId = orderIdOf(id);
  const order = useQuery({ ...getOrderQueryOptions(orderId ?? 0), enabled: orderId !== null });
  if (orderId === null) return <StatusPage title={copy.order.notFound} />;
  return (
    <QueryView query={order}>
      {(data) => (
        <div className="quick-page">
          <h2 className="quick-title is-success">{text.successTitle}</h2>
          <p className="quick-summary">{text.successHint}</p>
          <OrderFacts order={data} />
          <div className="quick-actions">
            <Button
              block
              color="primary"
              onClick={() => navigate(`/order/personal/${encodeURIComponent(sysCenterId)}/${orderId}`)}
            >
              {text.toOrder}
            </Button>
            <Button block onClick={() => navigate('/main')}>
              {copy.common.home}
            </Button>
          </div>
        </div>
      )}
    </QueryView>
  );
}
