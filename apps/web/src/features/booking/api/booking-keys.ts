import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// Online payments and the quotes of the person's carts (their coupons and cards) belong to the session
// (under the user-data root, so ending a session drops them). A quote is keyed by the cart it prices.
export const bookingKeys = {
  quotes: [...USER_DATA_KEY, 'quotes'] as const,
  quote: (cart: object | null) => [...bookingKeys.quotes, cart] as const,
  payments: [...USER_DATA_KEY, 'payments'] as const,
  payment: (payId: string) => [...bookingKeys.payments, payId] as const,
  orderPayment: (orderId: number) => [...bookingKeys.payments, 'order', orderId] as const,
};
