// The pages of this feature the app routes to, each loaded on its first visit.
export const walletPages = {
  cardList: () => import('./pages/card-list-page.tsx').then((m) => ({ Component: m.CardListPage })),
  couponList: () => import('./pages/coupon-list-page.tsx').then((m) => ({ Component: m.CouponListPage })),
  couponDetail: () =>
    import('./pages/coupon-detail-page.tsx').then((m) => ({ Component: m.CouponDetailPage })),
};
