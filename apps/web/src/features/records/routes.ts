// The pages of this feature the app routes to, each loaded on its first visit.
export const recordPages = {
  medicalCardList: () =>
    import('./pages/medical-card-list-page.tsx').then((m) => ({ Component: m.MedicalCardListPage })),
  medicalCardDetail: () =>
    import('./pages/medical-card-detail-page.tsx').then((m) => ({ Component: m.MedicalCardDetailPage })),
  purchaseList: () =>
    import('./pages/purchase-list-page.tsx').then((m) => ({ Component: m.PurchaseListPage })),
  purchaseDetail: () =>
    import('./pages/purchase-detail-page.tsx').then((m) => ({ Component: m.PurchaseDetailPage })),
};
