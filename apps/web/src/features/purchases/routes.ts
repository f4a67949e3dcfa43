// The pages of this feature the app routes to, each loaded on its first visit. Not built yet: each
// shows the honest under-development page until its screen lands.
const underDevelopment = () =>
  import('@/shared/ui/under-development-page.tsx').then((m) => ({ Component: m.UnderDevelopmentPage }));

export const purchasePages = {
  cardShop: underDevelopment,
  cardBuyer: underDevelopment,
  cardPay: underDevelopment,
  cardQrPay: underDevelopment,
  cardBought: underDevelopment,
  specialList: () => import('./pages/special-list-page.tsx').then((m) => ({ Component: m.SpecialListPage })),
  specialDetail: () =>
    import('./pages/special-detail-page.tsx').then((m) => ({ Component: m.SpecialDetailPage })),
  specialPay: underDevelopment,
  specialQrPay: underDevelopment,
  specialBought: underDevelopment,
};
