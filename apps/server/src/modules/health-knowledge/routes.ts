import { knowledge } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function healthKnowledgeRoutes(app: FastifyInstance) {
  route(app, knowledge.listDiseaseColumns, () => app.healthKnowledge.columns());

  route(app, knowledge.getDiseaseColumn, ({ query }) => app.healthKnowledge.column(query.id));

  route(app, knowledge.getKnowledgeById, ({ query }) => app.healthKnowledge.article(query.id));
}
