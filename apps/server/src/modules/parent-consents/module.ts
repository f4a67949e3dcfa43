import { defineModule } from '../../module-system/define-module.ts';
import { authModule } from '../auth/module.ts';
import { familyModule } from '../family/module.ts';
import { usersModule } from '../users/module.ts';
import { parentConsentsRoutes } from './routes.ts';
import { createParentConsentsService } from './service.ts';

/** A family member's consent, by a code to their phone, to be booked for and reminded through this account. */
export const parentConsentsModule = defineModule({
  name: 'parentConsents',
  needs: [familyModule, authModule, usersModule],
  service: ({ db, clock, family, auth, users }) =>
    createParentConsentsService({ db, clock, family, auth, users }),
  routes: { customer: parentConsentsRoutes },
});
