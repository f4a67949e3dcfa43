import { defineModule } from '../../module-system/define-module.ts';
import { catalogueModule } from '../catalogue/module.ts';
import { centresModule } from '../centres/module.ts';
import { familyModule } from '../family/module.ts';
import { questionnaireModule } from '../questionnaire/module.ts';
import { scheduleModule } from '../schedule/module.ts';
import { usersModule } from '../users/module.ts';
import { walletModule } from '../wallet/module.ts';
import { operatorOrderRoutes } from './operator-routes.ts';
import { ordersRoutes } from './routes.ts';
import { createOrdersService } from './service.ts';

/** Orders from submission to report: booking, changes, cancelling, and the centre's steps. */
export const ordersModule = defineModule({
  name: 'orders',
  needs: [
    centresModule,
    catalogueModule,
    questionnaireModule,
    scheduleModule,
    walletModule,
    familyModule,
    usersModule,
  ],
  service: ({ db, clock, config, centres, catalogue, questionnaire, schedule, wallet, family, users }) =>
    createOrdersService({
      db,
      clock,
      payment: config.payment,
      centres,
      catalogue,
      questionnaire,
      schedule,
      wallet,
      family,
      users,
    }),
  routes: { customer: ordersRoutes, staff: operatorOrderRoutes },
  jobs: [
    {
      // Unpaid orders whose time ran out are closed every minute (and whenever one is read or paid
      // late); the conditional update lets several processes sweep at once.
      name: 'closing overdue unpaid orders',
      queue: 'orders.close-overdue',
      cron: '* * * * *',
      async run(orders, { clock, log }) {
        const closed = await orders.expireOverdue(clock());
        if (closed > 0) log.info({ closed }, 'closed unpaid orders past their deadline');
        const noShows = await orders.closeNoShows(clock());
        if (noShows > 0) log.info({ noShows }, 'closed unpaid orders whose exam day passed');
      },
    },
  ],
});
