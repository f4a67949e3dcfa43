// The pages of this feature the app routes to, each loaded on its first visit.
export const examineePages = {
  registerInfo: () =>
    import('./pages/register-info-page.tsx').then((m) => ({ Component: m.RegisterInfoPage })),
  familyList: () => import('./pages/family-list-page.tsx').then((m) => ({ Component: m.FamilyListPage })),
  familyEdit: () => import('./pages/family-edit-page.tsx').then((m) => ({ Component: m.FamilyEditPage })),
};
