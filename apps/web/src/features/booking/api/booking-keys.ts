import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

// Capacity is public and short-lived; wallets and payments belong to the session (under the user-data
// root, so ending a session drops them).
export const bookingKeys = {
  schedule: ['schedule'] as const,
  days: (centre: string, proIds: string) => [...bookingKeys.schedule, 'days', centre, proIds] as const,
  dateRange: (centre: string, proIds: string) => [...bookingKeys.schedule, 'range', centre, proIds] as const,
  slots: (centre: string, date: string) => [...bookingKeys.schedule, 'slots', centre, date] as const,
  user: [...USER_DATA_KEY, 'booking'] as const,
  cards: (centre: string, packageId: string | null) =>
    [...bookingKeys.user, 'cards', centre, packageId] as const,
  coupons: (centre: string, filters: object) => [...bookingKeys.user, 'coupons', centre, filters] as const,
  services: (centre: string, filters: object) => [...bookingKeys.user, 'services', centre, filters] as const,
  payment: (payId: string) => [...bookingKeys.user, 'payment', payId] as const,
  orderPayment: (orderId: number) => [...bookingKeys.user, 'orderPayment', orderId] as const,
};
