// The pages of this feature the app routes to, each loaded on its first visit.
export const orderPages = {
  orderList: () => import('./pages/order-list-page.tsx').then((m) => ({ Component: m.OrderListPage })),
  orderDetail: () => import('./pages/order-detail-page.tsx').then((m) => ({ Component: m.OrderDetailPage })),
  orderModify: () => import('./pages/modify-page.tsx').then((m) => ({ Component: m.ModifyOrderPage })),
  orderInvoice: () =>
    import('./pages/invoice-apply-page.tsx').then((m) => ({ Component: m.InvoiceApplyPage })),
};
