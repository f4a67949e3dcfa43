import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// The account's roster places and team orders belong to the session: under the user-data root, so
// ending a session drops them.
export const teamKeys = {
  all: [...USER_DATA_KEY, 'team'] as const,
  memberships: () => [...teamKeys.all, 'memberships'] as const,
  rules: (memberId: number) => [...teamKeys.all, 'rules', memberId] as const,
  dates: (memberId: number) => [...teamKeys.all, 'dates', memberId] as const,
  orders: () => [...teamKeys.all, 'orders'] as const,
};
