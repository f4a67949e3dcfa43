import { defineModule } from '../../module-system/define-module.ts';
import { authModule } from '../auth/module.ts';
import { ordersModule } from '../orders/module.ts';
import { usersModule } from '../users/module.ts';
import { reportsRoutes, reportsStaffRoutes } from './routes.ts';
import { createReportsService } from './service.ts';

/** Examination reports, read by the person they are about (or linked family); published by staff. */
export const reportsModule = defineModule({
  name: 'reports',
  needs: [usersModule, authModule, ordersModule],
  service: ({ db, clock, users, auth, orders }) => createReportsService({ db, clock, users, auth, orders }),
  routes: { customer: reportsRoutes, staff: reportsStaffRoutes },
});
