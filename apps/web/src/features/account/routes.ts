// The pages of this feature the app routes to, each loaded on its first visit.
export const accountPages = {
  personage: () => import('./pages/personage-page.tsx').then((m) => ({ Component: m.PersonagePage })),
  personageDetail: () =>
    import('./pages/personage-detail-page.tsx').then((m) => ({ Component: m.PersonageDetailPage })),
  noticeSettings: () =>
    import('./pages/notice-settings-page.tsx').then((m) => ({ Component: m.NoticeSettingsPage })),
  userInformation: () =>
    import('./pages/user-information-page.tsx').then((m) => ({ Component: m.UserInformationPage })),
  oldPassword: () => import('./pages/old-password-page.tsx').then((m) => ({ Component: m.OldPasswordPage })),
  newPassword: () => import('./pages/new-password-page.tsx').then((m) => ({ Component: m.NewPasswordPage })),
  passwordSucceed: () =>
    import('./pages/password-succeed-page.tsx').then((m) => ({ Component: m.PasswordSucceedPage })),
};
