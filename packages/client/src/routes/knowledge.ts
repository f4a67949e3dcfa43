import type { knowledge as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const knowledge = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getDiseaseColumn: ['GET', '/assess-service/v1/knowledge/column/detail'],
  getKnowledgeById: ['GET', '/assess-service/v1/knowledge/getKnowledgeById'],
  listDiseaseColumns: ['GET', '/assess-service/v1/knowledge/column/list'],
});
