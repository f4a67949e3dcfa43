// The pages of this feature the app routes to, each loaded on its first visit (home too: in the entry
// it cost every other first screen, the submit page's among them, its banner, lists and icons).
export const centrePages = {
  home: () => import('./pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
  centreHome: () => import('./pages/centre-home-page.tsx').then((m) => ({ Component: m.CentreHomePage })),
  guidelines: () => import('./pages/guidelines-page.tsx').then((m) => ({ Component: m.GuidelinesPage })),
  about: () => import('./pages/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
  introduce: () => import('./pages/introduce-page.tsx').then((m) => ({ Component: m.IntroducePage })),
  entrance: () => import('./pages/entrance-page.tsx').then((m) => ({ Component: m.EntrancePage })),
};
