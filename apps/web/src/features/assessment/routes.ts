// The pages of this feature the app routes to, each loaded on its first visit.
export const assessmentPages = {
  assessStart: () => import('./pages/start-page.tsx').then((m) => ({ Component: m.StartPage })),
  assessHistory: () => import('./pages/history-page.tsx').then((m) => ({ Component: m.HistoryPage })),
  assessRegister: () => import('./pages/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
  assessQuestion: () => import('./pages/question-page.tsx').then((m) => ({ Component: m.QuestionPage })),
  assessResult: () => import('./pages/result-page.tsx').then((m) => ({ Component: m.ResultPage })),
};
