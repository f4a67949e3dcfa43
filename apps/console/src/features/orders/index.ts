// The centre's orders as the staff act on them: the list and the calls that move an order on.
export { useCheckIn } from './api/check-in.ts';
export { type ReviewDecision, useDecideReview } from './api/decide-review.ts';
export { type OrdersFilter, orderKeys } from './api/keys.ts';
export {
  type OperatorOrder,
  type OperatorOrderList,
  ordersQueryOptions,
  useOrders,
} from './api/list-orders.ts';
export { useMarkExamined } from './api/mark-examined.ts';
export { reloadOrdersOf, useReloadOrders } from './api/reload-on-settle.ts';
export { personColumns } from './components/order-columns.tsx';
export { OrderQueueTable } from './components/order-queue-table.tsx';
export { OrderStatusTag } from './components/order-status-tag.tsx';
export { orderCopy } from './copy.ts';
