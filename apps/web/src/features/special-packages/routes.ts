// The pages of this feature the app routes to, each loaded on its first visit.
export const specialPackagePages = {
  specialList: () => import('./pages/special-list-page.tsx').then((m) => ({ Component: m.SpecialListPage })),
  specialDetail: () =>
    import('./pages/special-detail-page.tsx').then((m) => ({ Component: m.SpecialDetailPage })),
};
