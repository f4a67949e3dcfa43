// The pages of this feature the app routes to, each loaded on its first visit.
export const diseasePages = {
  diseaseList: () => import('./pages/disease-list-page.tsx').then((m) => ({ Component: m.DiseaseListPage })),
  disease: () => import('./pages/disease-page.tsx').then((m) => ({ Component: m.DiseasePage })),
  knowledgeDetail: () =>
    import('./pages/knowledge-detail-page.tsx').then((m) => ({ Component: m.KnowledgeDetailPage })),
};
