// The pages of this feature the app routes to, each loaded on its first visit.
export const cataloguePages = {
  productList: () => import('./pages/product-list-page.tsx').then((m) => ({ Component: m.ProductListPage })),
  productDetail: () =>
    import('./pages/product-detail-page.tsx').then((m) => ({ Component: m.ProductDetailPage })),
  projectChooser: () =>
    import('./pages/project-chooser-page.tsx').then((m) => ({ Component: m.ProjectChooserPage })),
  confirmItems: () =>
    import('./pages/confirm-items-page.tsx').then((m) => ({ Component: m.ConfirmItemsPage })),
};
