import { defineModule } from '../../module-system/define-module.ts';
import { centresModule } from '../centres/module.ts';
import { ordersModule } from '../orders/module.ts';
import { questionnaireModule } from '../questionnaire/module.ts';
import { contentRoutes } from './routes.ts';
import { createContentService } from './service.ts';

/** Banners, news articles, health-tool counters and visit statistics. */
export const contentModule = defineModule({
  name: 'content',
  needs: [centresModule, ordersModule, questionnaireModule],
  service: ({ db, cache, centres, orders, questionnaire }) =>
    createContentService({ db, cache, centres, orders, questionnaire }),
  routes: { customer: contentRoutes },
});
