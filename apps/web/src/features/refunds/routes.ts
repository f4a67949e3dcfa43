// The pages of this feature the app routes to, each loaded on its first visit.
export const refundPages = {
  refundApply: () => import('./pages/apply-page.tsx').then((m) => ({ Component: m.RefundApplyPage })),
  refundDetail: () => import('./pages/detail-page.tsx').then((m) => ({ Component: m.RefundDetailPage })),
  refundSucceed: () => import('./pages/succeed-page.tsx').then((m) => ({ Component: m.RefundSucceedPage })),
};
