import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// The account's query keys, under the user-data root so that ending a session drops them all.
export const accountKeys = {
  all: [...USER_DATA_KEY, 'account'] as const,
  user: () => [...accountKeys.all, 'user'] as const,
  tabStats: (sid: string) => [...accountKeys.all, 'tab-stats', sid] as const,
  noticeSettings: () => [...accountKeys.all, 'notice-settings'] as const,
};
