// The pages of this feature the app routes to, each loaded on its first visit.
export const shortcutPages = {
  quickOrder: () => import('./pages/quick-order-page.tsx').then((m) => ({ Component: m.QuickOrderPage })),
  quickPlan: () => import('./pages/quick-plan-page.tsx').then((m) => ({ Component: m.QuickPlanPage })),
  quickSuccess: () =>
    import('./pages/quick-success-page.tsx').then((m) => ({ Component: m.QuickSuccessPage })),
};
