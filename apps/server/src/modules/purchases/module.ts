import { defineModule } from '../../module-system/define-module.ts';
import { purchasesRoutes } from './routes.ts';
import { createPurchasesService } from './service.ts';

/**
 * Health cards and special packages bought outright: the purchase, its payment through the payments
 * module (which takes this module's service as its `purchases` payable kind), the card issued when it
 * is paid, and unpaid purchases closed at their deadline.
 */
export const purchasesModule = defineModule({
  name: 'purchases',
  service: ({ db, clock, config }) => createPurchasesService({ db, clock, payment: config.payment }),
  routes: { customer: purchasesRoutes },
  jobs: [
    {
      // Unpaid purchases whose time ran out are closed every minute (and whenever one is read or paid
      // late); the conditional update lets several processes sweep at once.
      name: 'closing overdue unpaid purchases',
      queue: 'purchases.close-overdue',
      cron: '* * * * *',
      async run(purchases, { clock, log }) {
        const closed = await purchases.expireOverdue(clock());
        if (closed > 0) log.info({ closed }, 'closed unpaid purchases past their deadline');
      },
    },
  ],
});
