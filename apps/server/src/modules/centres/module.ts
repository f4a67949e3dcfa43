import { defineModule } from '../../module-system/define-module.ts';
import { centresStaffRoutes } from './operator-routes.ts';
import { centresRoutes } from './routes.ts';
import { createCentresService } from './service.ts';

/** Cities and examination centres. */
export const centresModule = defineModule({
  name: 'centres',
  service: ({ db, cache }) => createCentresService({ db, cache }),
  routes: { customer: centresRoutes, staff: centresStaffRoutes },
});
