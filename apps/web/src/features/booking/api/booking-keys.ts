import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// Online payments belong to the session (under the user-data root, so ending a session drops them).
export const bookingKeys = {
  payments: [...USER_DATA_KEY, 'payments'] as const,
  payment: (payId: string) => [...bookingKeys.payments, payId] as const,
  orderPayment: (orderId: number) => [...bookingKeys.payments, 'order', orderId] as const,
};
