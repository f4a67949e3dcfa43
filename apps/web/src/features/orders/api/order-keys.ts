import type { OrderListTab } from '@tijian/domain';
import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// The person's orders belong to the session (under the user-data root, so ending a session drops
// them). One order's detail lives under the booking feature's key, shared with the pay pages.
export const orderKeys = {
  all: [...USER_DATA_KEY, 'orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (type: '1' | '2', tab: OrderListTab) => [...orderKeys.lists(), type, tab] as const,
};
