// What the person holds to pay with or add to a booking: check-up cards, coupons and the centre's
// exclusive services, their reads and the popups that choose them. A new wallet page or the team
// area reads them from here, not through booking.
// One file per read, so the submit screen's first load carries the services' read and the popups
// carry their own.
export { type CouponQuery, getCouponsQueryOptions } from './api/get-coupons.ts';
export { getExclusiveServicesQueryOptions, type ServiceQuery } from './api/get-exclusive-services.ts';
export { getOrderCardsQueryOptions, type OrderCards } from './api/get-order-cards.ts';
export { walletKeys } from './api/wallet-keys.ts';
export { loadCouponItemRule, walletPopups } from './popup-loaders.ts';
