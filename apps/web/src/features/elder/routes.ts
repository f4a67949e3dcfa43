// The pages of this feature the app routes to, each loaded on its first visit.
export const elderPages = {
  parentConsent: () =>
    import('./pages/parent-consent-page.tsx').then((m) => ({ Component: m.ParentConsentPage })),
};
