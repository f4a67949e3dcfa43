import { defineModule } from '../../module-system/define-module.ts';
import { centresModule } from '../centres/module.ts';
import { specialPackagesRoutes } from './routes.ts';
import { createSpecialPackagesService } from './service.ts';

/** A centre's special check-up packages (专项体检): public list and detail; buying them is the purchases module's. */
export const specialPackagesModule = defineModule({
  name: 'specialPackages',
  needs: [centresModule],
  service: ({ db, cache, centres }) => createSpecialPackagesService({ db, cache, centres }),
  routes: { customer: specialPackagesRoutes },
});
