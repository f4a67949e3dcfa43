// The pages of this feature the app routes to, each loaded on its first visit.
export const purchasePages = {
  cardShop: () => import('./pages/card-shop-page.tsx').then((m) => ({ Component: m.CardShopPage })),
  cardBuyer: () => import('./pages/card-buyer-page.tsx').then((m) => ({ Component: m.CardBuyerPage })),
  cardPay: () => import('./pages/card-pay-page.tsx').then((m) => ({ Component: m.CardPayPage })),
  cardQrPay: () => import('./pages/card-qr-pay-page.tsx').then((m) => ({ Component: m.CardQrPayPage })),
  cardBought: () => import('./pages/card-bought-page.tsx').then((m) => ({ Component: m.CardBoughtPage })),
  specialPay: () => import('./pages/special-pay-page.tsx').then((m) => ({ Component: m.SpecialPayPage })),
  specialQrPay: () =>
    import('./pages/special-qr-pay-page.tsx').then((m) => ({ Component: m.SpecialQrPayPage })),
  specialBought: () =>
    import('./pages/special-bought-page.tsx').then((m) => ({ Component: m.SpecialBoughtPage })),
};
