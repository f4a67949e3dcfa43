import type { OrderStatus } from '@tijian/domain';
import { Tag } from 'antd';
import type { OperatorOrder } from '../api/list-orders.ts';
import { orderCopy } from '../copy.ts';

const COLOURS: Partial<Record<OrderStatus, string>> = {
  order_pending: 'orange',
  order_hospital_payment: 'gold',
  order_hospital_examination: 'blue',
  order_analysis_report: 'purple',
  order_receive_report: 'green',
  order_end: 'default',
  order_apply_refund: 'red',
  order_refund: 'red',
  order_complete_refund: 'default',
  order_closed: 'default',
  order_cancel: 'default',
};

/** The order's status as the server names it; a checked-in order waiting for its exam says so. */
export function OrderStatusTag({
  order,
}: {
  order: Pick<OperatorOrder, 'status' | 'statusName' | 'checkedInAt'>;
}) {
  const checkedIn = order.status === 'order_hospital_examination' && order.checkedInAt !== null;
  return (
    <Tag color={checkedIn ? 'cyan' : (COLOURS[order.status] ?? 'default')}>
      {checkedIn ? orderCopy.checkedIn : order.statusName}
    </Tag>
  );
}
