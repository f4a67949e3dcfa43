/**
 * The wallet's popups, loaded on first opening; the submit screen's popup layer shows them.
 */
export const walletPopups = {
  // With the rule that adds a coupon's item, so picking a coupon that needs one waits for nothing.
  coupon: () =>
    Promise.all([import('./components/coupon-popup.tsx'), loadCouponItemRule()]).then(([m]) => ({
      default: m.CouponPopup,
    })),
  card: () => import('./components/card-popup.tsx').then((m) => ({ default: m.CardPopup })),
  service: () => import('./components/service-popup.tsx').then((m) => ({ default: m.ServicePopup })),
};

/** The rule that adds the item a coupon needs; loaded with the coupon popup. */
export function loadCouponItemRule() {
  return import('./components/coupon-item.ts');
}
