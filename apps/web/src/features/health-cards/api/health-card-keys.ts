import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// The account's health cards, their holders and assessments: under the user-data root, dropped when
// the session ends.
export const healthCardKeys = {
  all: [...USER_DATA_KEY, 'health-cards'] as const,
  list: () => [...healthCardKeys.all, 'list'] as const,
  card: (id: number) => [...healthCardKeys.all, 'card', id] as const,
  services: (id: number) => [...healthCardKeys.all, 'services', id] as const,
  assessments: (id: number) => [...healthCardKeys.all, 'assessments', id] as const,
  questionnaire: (id: number) => [...healthCardKeys.all, 'questionnaire', id] as const,
};
