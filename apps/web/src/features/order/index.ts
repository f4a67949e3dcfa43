// One order as data, for every feature that shows or changes one: its cache keys (and the order
// lists'), its read, submitting it, its id in an address. The pages that list and change orders are
// features/orders.
export {
  getOrderQueryOptions,
  type OrderDetail,
  orderChanged,
  orderIdOf,
  type SubmitOrderBody,
  type SubmitOrderResult,
  submitOrder,
} from './api/order.ts';
export { orderKeys } from './api/order-keys.ts';
// When and where the examination is, as the result, review, refund and quick-success pages show it.
export { OrderFacts } from './components/order-facts.tsx';
// What every page of one order shows when the address names none of the person's.
export { OrderNotFound } from './components/order-not-found.tsx';
export { order as orderCopy } from './copy.ts';
