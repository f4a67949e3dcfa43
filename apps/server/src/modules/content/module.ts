import { defineModule } from '../../module-system/define-module.ts';
import { centresModule } from '../centres/module.ts';
import { contentRoutes } from './routes.ts';
import { createContentService } from './service.ts';

/** Banners, news articles, health-tool counters and visit statistics. */
export const contentModule = defineModule({
  name: 'content',
  needs: [centresModule],
  service: ({ db, cache, centres }) => createContentService({ db, cache, centres }),
  routes: { customer: contentRoutes },
});
