// The pages of this feature the app routes to, each loaded on its first visit.
export const healthCardPages = {
  cardHome: () => import('./pages/card-home-page.tsx').then((m) => ({ Component: m.CardHomePage })),
  enableCard: () => import('./pages/enable-card-page.tsx').then((m) => ({ Component: m.EnableCardPage })),
  cardRegister: () =>
    import('./pages/card-register-page.tsx').then((m) => ({ Component: m.CardRegisterPage })),
  cardHolder: () => import('./pages/card-holder-page.tsx').then((m) => ({ Component: m.CardHolderPage })),
  cardActivated: () =>
    import('./pages/card-activated-page.tsx').then((m) => ({ Component: m.CardActivatedPage })),
  cardServices: () =>
    import('./pages/card-services-page.tsx').then((m) => ({ Component: m.CardServicesPage })),
  assessList: () => import('./pages/assess-list-page.tsx').then((m) => ({ Component: m.AssessListPage })),
  assessCheck: () => import('./pages/assess-check-page.tsx').then((m) => ({ Component: m.AssessCheckPage })),
  assessQuestions: () =>
    import('./pages/assess-questions-page.tsx').then((m) => ({ Component: m.AssessQuestionsPage })),
};
