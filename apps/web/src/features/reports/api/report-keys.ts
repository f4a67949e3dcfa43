import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// Reports are the signed-in person's most sensitive data: under the user-data root, dropped when the session ends.
export const reportKeys = {
  all: [...USER_DATA_KEY, 'reports'] as const,
  list: () => [...reportKeys.all, 'list'] as const,
  detail: (id: number) => [...reportKeys.all, 'detail', id] as const,
  tendency: (id: number, code: string | null) => [...reportKeys.all, 'tendency', id, code ?? ''] as const,
  health: (id: number) => [...reportKeys.all, 'health', id] as const,
  recheck: (id: number) => [...reportKeys.all, 'recheck', id] as const,
  reads: (id: number) => [...reportKeys.all, 'reads', id] as const,
  shares: () => [...reportKeys.all, 'shares'] as const,
};
