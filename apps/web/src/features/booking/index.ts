export { bookingKeys } from './api/booking-keys.ts';
export { type PlanPricing, type PricedPlan, usePlanPricing } from './api/use-plan-pricing.ts';
// The date and slot popup, for the quick appointment's form.
export { type DateSlot, DateSlotPicker } from './components/date-slot-picker.tsx';
export { OrderFacts } from './components/order-facts.tsx';
// Copy that another feature's pages show too, so it is written once.
export { succeed as succeedCopy } from './result-copy.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
export { bookingPages } from './routes.ts';
