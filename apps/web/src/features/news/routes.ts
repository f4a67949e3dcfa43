// The pages of this feature the app routes to, each loaded on its first visit.
export const newsPages = {
  newsList: () => import('./pages/news-list-page.tsx').then((m) => ({ Component: m.NewsListPage })),
  newsDetail: () => import('./pages/news-detail-page.tsx').then((m) => ({ Component: m.NewsDetailPage })),
};
