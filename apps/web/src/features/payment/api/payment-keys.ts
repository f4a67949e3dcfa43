import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// Online payments belong to the session (under the user-data root, so ending a session drops them).
export const paymentKeys = {
  payments: [...USER_DATA_KEY, 'payments'] as const,
  payment: (payId: string) => [...paymentKeys.payments, payId] as const,
  orderPayment: (orderId: number) => [...paymentKeys.payments, 'order', orderId] as const,
};
