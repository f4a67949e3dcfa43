import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// The person's cards, coupons and services belong to the session (under the user-data root, so ending
// a session drops them); a booking or a payment that uses one changes them all.
export const walletKeys = {
  all: [...USER_DATA_KEY, 'wallet'] as const,
  cards: (centre: string, packageId: string | null) =>
    [...walletKeys.all, 'cards', centre, packageId] as const,
  coupons: (centre: string, filters: object) => [...walletKeys.all, 'coupons', centre, filters] as const,
  services: (centre: string, filters: object) => [...walletKeys.all, 'services', centre, filters] as const,
  /** 我的卡包's check-up cards, of the centre in use ('' for every centre) */
  myCards: (centre: string) => [...walletKeys.all, 'my-cards', centre] as const,
  ledger: (cardNo: string) => [...walletKeys.all, 'ledger', cardNo] as const,
  /** 我的卡包's health cards (the health-cards area's list, read here too) */
  healthCards: () => [...walletKeys.all, 'health-cards'] as const,
  /** one tab of the e-coupon list */
  couponList: (state: string, centre: string) => [...walletKeys.all, 'coupon-list', state, centre] as const,
  coupon: (id: number, couponType: number) => [...walletKeys.all, 'coupon', id, couponType] as const,
};
