import { defineModule } from '../../module-system/define-module.ts';
import { usersRoutes } from './routes.ts';
import { createUsersService } from './service.ts';

/** Accounts and their profiles. */
export const usersModule = defineModule({
  name: 'users',
  service: ({ db, clock }) => createUsersService({ db, clock }),
  routes: { customer: usersRoutes },
});
