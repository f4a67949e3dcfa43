import { defineModule } from '../../module-system/define-module.ts';
import { authModule } from '../auth/module.ts';
import { familyModule } from '../family/module.ts';
import { healthKnowledgeModule } from '../health-knowledge/module.ts';
import { noticesModule } from '../notices/module.ts';
import { ordersModule } from '../orders/module.ts';
import { usersModule } from '../users/module.ts';
import { reportsRoutes, reportsStaffRoutes } from './routes.ts';
import { createReportsService } from './service.ts';

/**
 * Examination reports, read by the account that booked them or one that proved the phone recorded for
 * them (its own claim, a family member's or a guardian's link); every read logged; published by staff.
 */
export const reportsModule = defineModule({
  name: 'reports',
  needs: [usersModule, authModule, ordersModule, familyModule, noticesModule, healthKnowledgeModule],
  service: ({ db, clock, users, auth, orders, family, notices, healthKnowledge }) =>
    createReportsService({ db, clock, users, auth, orders, family, notices, healthKnowledge }),
  routes: { customer: reportsRoutes, staff: reportsStaffRoutes },
});
