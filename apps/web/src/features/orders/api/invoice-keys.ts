import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// An order's e-invoice is the signed-in person's data: under the user-data root, dropped when the session ends.
export const invoiceKeys = {
  all: [...USER_DATA_KEY, 'invoices'] as const,
  state: (orderId: number) => [...invoiceKeys.all, 'state', orderId] as const,
};
