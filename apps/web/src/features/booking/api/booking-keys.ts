import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// The quotes of the person's carts (their coupons and cards) belong to the session
// (under the user-data root, so ending a session drops them). A quote is keyed by the cart it prices.
export const bookingKeys = {
  quotes: [...USER_DATA_KEY, 'quotes'] as const,
  quote: (cart: object | null) => [...bookingKeys.quotes, cart] as const,
};
