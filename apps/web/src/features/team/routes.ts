// The pages of this feature the app routes to, each loaded on its first visit.
export const teamPages = {
  teamFirmOrder: () => import('./pages/firm-order-page.tsx').then((m) => ({ Component: m.FirmOrderPage })),
  teamList: () => import('./pages/team-list-page.tsx').then((m) => ({ Component: m.TeamListPage })),
  teamOrderSearch: () =>
    import('./pages/order-search-page.tsx').then((m) => ({ Component: m.OrderSearchPage })),
  teamRegisterInfo: () =>
    import('./pages/register-info-page.tsx').then((m) => ({ Component: m.RegisterInfoPage })),
  teamAffirm: () => import('./pages/affirm-page.tsx').then((m) => ({ Component: m.AffirmPage })),
  teamStart: () => import('./pages/team-start-page.tsx').then((m) => ({ Component: m.TeamStartPage })),
  teamQuestion: () =>
    import('./pages/team-question-page.tsx').then((m) => ({ Component: m.TeamQuestionPage })),
  teamQuestionDetails: () =>
    import('./pages/team-question-details-page.tsx').then((m) => ({ Component: m.TeamQuestionDetailsPage })),
  teamProjectConfirm: () =>
    import('./pages/project-confirm-page.tsx').then((m) => ({ Component: m.ProjectConfirmPage })),
  teamSwitchover: () => import('./pages/switchover-page.tsx').then((m) => ({ Component: m.SwitchoverPage })),
  teamChecked: () => import('./pages/checked-page.tsx').then((m) => ({ Component: m.CheckedPage })),
  teamSubmit: () => import('./pages/submit-page.tsx').then((m) => ({ Component: m.TeamSubmitPage })),
  teamSuccess: () => import('./pages/success-page.tsx').then((m) => ({ Component: m.TeamSuccessPage })),
  teamPackSubmit: () => import('./pages/submit-page.tsx').then((m) => ({ Component: m.TeamPackSubmitPage })),
};
