// The pages of this feature the app routes to, each loaded on its first visit.
export const reportPages = {
  reportList: () => import('./pages/report-list-page.tsx').then((m) => ({ Component: m.ReportListPage })),
  reportAddFamily: () =>
    import('./pages/add-family-page.tsx').then((m) => ({ Component: m.AddFamilyReportPage })),
  reportClaim: () => import('./pages/claim-page.tsx').then((m) => ({ Component: m.ClaimReportsPage })),
  reportShares: () => import('./pages/shares-page.tsx').then((m) => ({ Component: m.ReportSharesPage })),
  reportDetail: () =>
    import('./pages/report-detail-page.tsx').then((m) => ({ Component: m.ReportDetailPage })),
  reportTendency: () => import('./pages/tendency-page.tsx').then((m) => ({ Component: m.TendencyPage })),
  reportHealth: () => import('./pages/health-page.tsx').then((m) => ({ Component: m.HealthPage })),
};
