import { defineModule } from '../../module-system/define-module.ts';
import { centresModule } from '../centres/module.ts';
import { catalogueRoutes } from './routes.ts';
import { createCatalogueService } from './service.ts';

/** A centre's packages, items and pricing rules (the domain's catalogue engine runs on them). */
export const catalogueModule = defineModule({
  name: 'catalogue',
  needs: [centresModule],
  service: ({ db, cache, centres }) => createCatalogueService({ db, cache, centres }),
  routes: { customer: catalogueRoutes },
});
