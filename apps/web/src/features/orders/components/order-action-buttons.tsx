import type { OrderAction } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { orderCopy } from '../copy.ts';
import { useCancelOrder } from './use-cancel-order.ts';

type Shown = keyof typeof orderCopy.actions;

// The person's actions the screens offer, in the order they are laid out; the others (receiveReport…)
// have no button of their own.
const SHOWN: readonly Shown[] = ['pay', 'editItems', 'reschedule', 'refund', 'cancel', 'viewReport'];

export interface OrderActionsProps {
  order: { id: number; bookingType?: string; actions: readonly OrderAction[] };
  /** editing items happens from the detail only */
  withEdit?: boolean;
  /** the detail knows whether the centre's rescheduling rule still allows it */
  rescheduleAllowed?: boolean;
}

/** The buttons the order's status allows (the domain's actionsFor, as the server answered it). */
export function OrderActionButtons({ order, withEdit = false, rescheduleAllowed = true }: OrderActionsProps) {
  const navigate = useNavigate();
  const { cancel, pending } = useCancelOrder();
  const allowed = new Set<OrderAction>(order.actions);
  if (allowed.has('receiveReport')) allowed.add('viewReport');
  const shown = SHOWN.filter(
    (a) => allowed.has(a) && (a !== 'editItems' || withEdit) && (a !== 'reschedule' || rescheduleAllowed),
  );
  if (shown.length === 0) return null;

  const go: Record<Shown, () => void> = {
    pay: () => navigate(`/order/onlinePayment/1/${order.id}`),
    editItems: () => navigate(`/appointment/confirm/${order.bookingType}/${order.id}?type=edit`),
    reschedule: () => navigate(`/order/personal/modify/${order.id}`),
    refund: () => navigate(`/refund/apply?orderId=${order.id}`),
    cancel: () => void cancel(order.id),
    viewReport: () => navigate('/report/list'),
  };
  return (
    <div className="order-actions">
      {shown.map((a) => (
        <Button
          key={a}
          size="small"
          shape="rounded"
          color={a === 'pay' ? 'primary' : 'default'}
          fill={a === 'pay' ? 'solid' : 'outline'}
          loading={a === 'cancel' && pending}
          onClick={(event) => {
            // The card around the buttons opens the detail; a button does only its own thing.
            event.stopPropagation();
            go[a]();
          }}
        >
          {orderCopy.actions[a]}
        </Button>
      ))}
    </div>
  );
}
