import type { content as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const content = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getArticle: ['GET', '/center-service/v1/article/:id'],
  getBanners: ['GET', '/center-service/v1/banner/list'],
  getHealthToolCounts: ['GET', '/1/xnhealthtool/xnhealthtool.json'],
  recordVisit: ['POST', '/center-service/v1/platform/visit'],
  searchArticles: ['GET', '/center-service/v1/article/search/'],
});
