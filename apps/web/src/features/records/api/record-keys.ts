import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// The account's cards and purchases: under the user-data root, dropped when the session ends.
export const recordKeys = {
  all: [...USER_DATA_KEY, 'records'] as const,
  medicalCards: (sysCenterId: string | null) =>
    [...recordKeys.all, 'medicalCards', sysCenterId ?? ''] as const,
  medicalCard: (id: number) => [...recordKeys.all, 'medicalCard', id] as const,
  purchases: () => [...recordKeys.all, 'purchases'] as const,
  purchase: (kind: string, id: number) => [...recordKeys.all, 'purchase', kind, id] as const,
};
