import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// Family members belong to the session: under the user-data root, so ending a session drops them.
export const familyKeys = {
  all: [...USER_DATA_KEY, 'family'] as const,
  members: () => [...familyKeys.all, 'members'] as const,
  member: (id: number) => [...familyKeys.all, 'member', id] as const,
};
