// What the person holds to pay with or add to a booking: check-up cards, coupons and the centre's
// exclusive services, their reads and the popups that choose them. A new wallet page or the team
// area reads them from here, not through booking.
export {
  type CouponQuery,
  getCouponsQueryOptions,
  getExclusiveServicesQueryOptions,
  getOrderCardsQueryOptions,
  type OrderCards,
  type ServiceQuery,
} from './api/get-wallet.ts';
export { walletKeys } from './api/wallet-keys.ts';
export { loadCouponItemRule, walletPopups } from './popup-loaders.ts';
