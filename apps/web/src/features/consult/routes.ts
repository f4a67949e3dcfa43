// The pages of this feature the app routes to, each loaded on its first visit.
export const consultPages = {
  consultList: () => import('./pages/consult-list-page.tsx').then((m) => ({ Component: m.ConsultListPage })),
  consultService: () =>
    import('./pages/consult-service-page.tsx').then((m) => ({ Component: m.ConsultServicePage })),
  consultFeedback: () =>
    import('./pages/consult-feedback-page.tsx').then((m) => ({ Component: m.ConsultFeedbackPage })),
  consultVirus: () =>
    import('./pages/consult-virus-page.tsx').then((m) => ({ Component: m.ConsultVirusPage })),
};
