import { type OrderAction, type OrderStatus, orderListTabStatuses } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { useWithdrawRefund } from '@/features/refunds/index.ts';
import { orderCopy } from '../copy.ts';
import { useCancelOrder } from './use-cancel-order.ts';

type Shown = keyof typeof orderCopy.actions;

// The person's actions the screens offer, in the order they are laid out; the others (receiveReport…)
// have no button of their own. refundProgress is no move of the order: the way back to its refund.
const SHOWN: readonly Shown[] = [
  'pay',
  'editItems',
  'reschedule',
  'refund',
  'refundProgress',
  'withdrawRefund',
  'cancel',
  'viewReport',
];

// An order under 退款/售后 has a refund to follow (applied, under way or done).
const WITH_REFUND: ReadonlySet<OrderStatus> = new Set(orderListTabStatuses('refund') ?? []);

export interface OrderActionsProps {
  order: { id: number; status: OrderStatus; bookingType?: string; actions: readonly OrderAction[] };
  /** editing items happens from the detail only */
  withEdit?: boolean;
  /** the detail knows whether the centre's rescheduling rule still allows it */
  rescheduleAllowed?: boolean;
}

/** The buttons the order's status allows (the domain's actionsFor, as the server answered it). */
export function OrderActionButtons({ order, withEdit = false, rescheduleAllowed = true }: OrderActionsProps) {
  const navigate = useNavigate();
  const { cancel, pending } = useCancelOrder();
  const { withdraw, withdrawing } = useWithdrawRefund();
  const allowed = new Set<OrderAction | Shown>(order.actions);
  if (allowed.has('receiveReport')) allowed.add('viewReport');
  if (WITH_REFUND.has(order.status)) allowed.add('refundProgress');
  const shown = SHOWN.filter(
    (a) => allowed.has(a) && (a !== 'editItems' || withEdit) && (a !== 'reschedule' || rescheduleAllowed),
  );
  if (shown.length === 0) return null;

  const go: Record<Shown, () => void> = {
    pay: () => navigate(`/order/onlinePayment/1/${order.id}`),
    editItems: () => navigate(`/appointment/confirm/${order.bookingType}/${order.id}?type=edit`),
    reschedule: () => navigate(`/order/personal/modify/${order.id}`),
    refund: () => navigate(`/refund/apply?orderId=${order.id}`),
    refundProgress: () => navigate(`/refund/detail?orderId=${order.id}`),
    withdrawRefund: () => void withdraw(order.id),
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
          loading={(a === 'cancel' && pending) || (a === 'withdrawRefund' && withdrawing)}
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
