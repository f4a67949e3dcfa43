// The pages of this feature the app routes to, each loaded on its first visit.
export const authPages = {
  login: () => import('./pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  platformLogin: () =>
    import('./pages/platform-login-page.tsx').then((m) => ({ Component: m.PlatformLoginPage })),
};
