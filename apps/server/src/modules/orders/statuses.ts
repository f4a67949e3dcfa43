import {
  isOpenOrder,
  isStandingBooking,
  isUnpaid,
  nextStatus,
  ORDER_STATUSES,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from '@tijian/domain';

/** Statuses that count as an unfinished order of a person at a centre (code -2). */
export const OPEN_STATUSES = ORDER_STATUSES.filter(isOpenOrder);
/** Statuses that count towards the unpaid-order limit (code -1). */
export const UNPAID_STATUSES = ORDER_STATUSES.filter(isUnpaid);
/** Statuses of the orders counted as bookings (entrance and health-tool figures). */
export const STANDING_STATUSES = ORDER_STATUSES.filter(isStandingBooking);
export const AWAITING_PAYMENT: OrderStatus = 'order_hospital_payment';

/** Where the domain's transition table sends an order; a move the table lacks stops the server at start. */
function moveOf(from: OrderStatus, action: OrderAction, actor: OrderActor): OrderStatus {
  const to = nextStatus(from, action, actor);
  if (to === null) throw new Error(`the order transition table has no ${actor} ${action} from ${from}`);
  return to;
}

/** The provider's callback completes the payment. */
export const PAID = moveOf(AWAITING_PAYMENT, 'paid', 'system');
/** The time to pay ran out. */
export const EXPIRED = moveOf(AWAITING_PAYMENT, 'expire', 'system');
