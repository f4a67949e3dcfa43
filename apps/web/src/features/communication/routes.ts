// The pages of this feature the app routes to, each loaded on its first visit.
export const communicationPages = {
  onlineList: () => import('./pages/online-list-page.tsx').then((m) => ({ Component: m.OnlineListPage })),
  healthList: () => import('./pages/health-list-page.tsx').then((m) => ({ Component: m.HealthListPage })),
  conversation: () =>
    import('./pages/conversation-page.tsx').then((m) => ({ Component: m.ConversationPage })),
  suggest: () => import('./pages/suggest-page.tsx').then((m) => ({ Component: m.SuggestPage })),
  reportReading: () =>
    import('./pages/report-reading-page.tsx').then((m) => ({ Component: m.ReportReadingPage })),
  questionRecord: () =>
    import('./pages/question-record-page.tsx').then((m) => ({ Component: m.QuestionRecordPage })),
};
