import { formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import type { TeamOrderSummary } from '../api/list-team-orders.ts';
import * as copy from '../copy.ts';
import { orderDetailPath } from './order-path.ts';

const text = copy.orders;

/** A team order: who, where, when, who pays what; 查看订单 opens the order's detail. */
export function TeamOrderCard({ order }: { order: TeamOrderSummary }) {
  const navigate = useNavigate();
  return (
    <article className="team-card" aria-label={`${order.companyName} ${order.orderNo}`}>
      <h3 className="team-card-title">
        {order.packageName}
        <span className="team-card-state">{order.statusName}</span>
      </h3>
      <p className="team-card-meta">
        {order.companyName} · {order.name}
      </p>
      <p className="team-card-meta">
        {order.sysCenterName} · {text.when(order.boExaminationDate, order.boExaminationTime)}
      </p>
      <p className="team-card-meta">
        {order.companyPay !== null ? `${text.companyPay(formatYuan(order.companyPay))} · ` : ''}
        {text.selfPay(formatYuan(order.selfPay))}
      </p>
      <div className="team-card-actions">
        <Button size="small" onClick={() => navigate(orderDetailPath(order.orderId))}>
          {copy.list.order}
        </Button>
      </div>
    </article>
  );
}
