import { formatYuan } from '@tijian/domain';
import { useNavigate } from 'react-router';
import type { OrderSummary } from '../api/orders.ts';
import { orderCopy } from '../copy.ts';
import { OrderActionButtons } from './order-action-buttons.tsx';

/** One order in the list: where, who, what, when, how much, its status and what can be done now. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const navigate = useNavigate();
  const open = () => navigate(`/order/personal/${order.sysCenterId}/${order.id}`);
  const amount = order.paid > 0 ? order.paid : order.payable;
  return (
    <article className="order-card" aria-label={`${order.sysCenterName} ${order.orderNo}`}>
      <button type="button" className="order-card-body" onClick={open}>
        <header className="order-card-head">
          <span className="order-card-centre">{order.sysCenterName}</span>
          <span className={`order-card-status order-status-${order.status}`}>{order.statusName}</span>
        </header>
        <p className="order-card-line">
          {orderCopy.examinee}：{order.name} {order.identityCardNo}
        </p>
        <p className="order-card-line">{order.packageName ?? orderCopy.itemCount(order.itemCount)}</p>
        <p className="order-card-line">
          {orderCopy.date}：{order.boExaminationDate} {order.boExaminationTime}
        </p>
        <p className="order-card-line order-card-amount">
          {orderCopy.amount}：<strong>{formatYuan(amount)}</strong>
        </p>
      </button>
      <OrderActionButtons order={order} />
    </article>
  );
}
