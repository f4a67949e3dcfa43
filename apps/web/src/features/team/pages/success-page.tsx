import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { FactRows } from '../components/fact-rows.tsx';
import { orderDetailPath } from '../components/order-path.ts';
import * as copy from '../copy.ts';
import { useTeamDraft } from '../store.ts';
import '../components/team.css';

const text = copy.success;

/** /team/success 预约成功: the order number, the day and time, what to bring; the order and 团检订单. */
export function TeamSuccessPage() {
  const booked = useTeamDraft((s) => s.booked);
  const navigate = useNavigate();
  const toOrders = (
    <Button block onClick={() => navigate('/team/firmOrde', { replace: true })}>
      {text.toTeamOrders}
    </Button>
  );
  // Opened without a booking of this tab (a shared link, another tab): the orders say where it stands.
  if (!booked) return <StatusPage title={text.missing}>{toOrders}</StatusPage>;
  return (
    <div className="team-page">
      <header className="team-success-head">
        <h2>{text.title}</h2>
      </header>
      <FactRows
        title={copy.submit.summary}
        rows={[
          [text.orderNo, booked.orderNo ?? String(booked.orderId)],
          [text.when, `${booked.date} ${booked.time}`],
        ]}
      />
      <h3 className="team-section-title">{text.bring}</h3>
      <ul className="team-hint">
        {text.bringList.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="team-actions">
        <Button
          block
          color="primary"
          onClick={() => navigate(orderDetailPath(booked.orderId, booked.sysCenterId))}
        >
          {text.toOrder}
        </Button>
        {toOrders}
      </div>
    </div>
  );
}
