import { defineModule } from '../../module-system/define-module.ts';
import { familyRoutes } from './routes.ts';
import { createFamilyService } from './service.ts';

/** The people a customer books for (examinees), and those whose reports it proved it may read. */
export const familyModule = defineModule({
  name: 'family',
  service: ({ db, clock }) => createFamilyService({ db, clock }),
  routes: { customer: familyRoutes },
});
