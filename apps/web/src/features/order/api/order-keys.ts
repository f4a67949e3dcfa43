import type { OrderListTab } from '@tijian/domain';
import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// The person's orders belong to the session (under the user-data root, so ending a session drops
// them): each order's detail and the lists of the order pages.
export const orderKeys = {
  all: [...USER_DATA_KEY, 'orders'] as const,
  detail: (orderId: number) => [...orderKeys.all, 'detail', orderId] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (type: '1' | '2', tab: OrderListTab) => [...orderKeys.lists(), type, tab] as const,
};
