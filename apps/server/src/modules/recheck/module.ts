import { defineModule } from '../../module-system/define-module.ts';
import { catalogueModule } from '../catalogue/module.ts';
import { noticesModule } from '../notices/module.ts';
import { ordersModule } from '../orders/module.ts';
import { reportsModule } from '../reports/module.ts';
import { usersModule } from '../users/module.ts';
import { recheckRoutes } from './routes.ts';
import { createRecheckService } from './service.ts';

/**
 * The abnormal-result loop (issue 24): a report's abnormal values in plain words, the re-check its
 * centre offers and the one-tap booking of it; the reminder is planned when the report is published
 * (notices, kind recheck). docs/recheck.md.
 */
export const recheckModule = defineModule({
  name: 'recheck',
  needs: [reportsModule, catalogueModule, ordersModule, usersModule, noticesModule],
  service: ({ clock, reports, catalogue, orders, users, notices }) =>
    createRecheckService({ clock, reports, catalogue, orders, users, notices }),
  routes: { customer: recheckRoutes },
});
