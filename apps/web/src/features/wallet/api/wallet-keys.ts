import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// The person's cards, coupons and services belong to the session (under the user-data root, so ending
// a session drops them); a booking or a payment that uses one changes them all.
export const walletKeys = {
  all: [...USER_DATA_KEY, 'wallet'] as const,
  cards: (centre: string, packageId: string | null) =>
    [...walletKeys.all, 'cards', centre, packageId] as const,
  coupons: (centre: string, filters: object) => [...walletKeys.all, 'coupons', centre, filters] as const,
  services: (centre: string, filters: object) => [...walletKeys.all, 'services', centre, filters] as const,
};
