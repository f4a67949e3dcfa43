import { defineModule } from '../../module-system/define-module.ts';
import { healthKnowledgeRoutes } from './routes.ts';
import { createHealthKnowledgeService } from './service.ts';

/** Disease columns (专病专栏) and their health knowledge (健康科普): public reads, and the links report values follow. */
export const healthKnowledgeModule = defineModule({
  name: 'healthKnowledge',
  service: ({ db, cache }) => createHealthKnowledgeService({ db, cache }),
  routes: { customer: healthKnowledgeRoutes },
});
