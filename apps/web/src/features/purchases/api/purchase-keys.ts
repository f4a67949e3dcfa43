import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// The account's purchases and their payments: under the user-data root, dropped when the session ends.
export const purchaseKeys = {
  all: [...USER_DATA_KEY, 'purchases'] as const,
  purchase: (id: number) => [...purchaseKeys.all, 'purchase', id] as const,
  /** the purchase's payment for this phone, or (native) for another phone's scan */
  payment: (purchaseId: number, native = false) =>
    [...purchaseKeys.all, 'payment', purchaseId, native ? 'native' : 'local'] as const,
};

// The health cards on sale are the same for everyone: a public key, kept across sessions.
export const cardProductKeys = {
  all: ['health-card-products'] as const,
};
