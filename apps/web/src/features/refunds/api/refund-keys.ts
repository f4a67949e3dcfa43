import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// A refund is the signed-in person's data: under the user-data root, dropped when the session ends.
export const refundKeys = {
  all: [...USER_DATA_KEY, 'refunds'] as const,
  quote: (orderId: number) => [...refundKeys.all, 'quote', orderId] as const,
  detail: (orderId: number) => [...refundKeys.all, 'detail', orderId] as const,
};
