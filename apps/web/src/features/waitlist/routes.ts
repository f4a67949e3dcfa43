// The pages of this feature the app routes to, each loaded on its first visit.
export const waitlistPages = {
  waitlist: () => import('./pages/waitlist-page.tsx').then((m) => ({ Component: m.WaitlistPage })),
};
