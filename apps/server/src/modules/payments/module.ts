import { defineModule } from '../../module-system/define-module.ts';
import { centresModule } from '../centres/module.ts';
import { ordersModule } from '../orders/module.ts';
import { purchasesModule } from '../purchases/module.ts';
import { usersModule } from '../users/module.ts';
import { paymentNotifyRoutes, paymentsRoutes } from './routes.ts';
import { createPaymentsService } from './service.ts';

/**
 * Online payment of orders and purchases through the configured providers, and its signed
 * notifications. Orders and purchases are its payable kinds.
 */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: [ordersModule, purchasesModule, usersModule, centresModule],
  service: ({ db, clock, paymentProviders, orders, purchases, users, centres, log }) =>
    createPaymentsService({
      db,
      clock,
      providers: paymentProviders,
      centres,
      orders,
      users,
      purchases: purchases.payable,
      log,
    }),
  routes: { customer: paymentsRoutes, provider: paymentNotifyRoutes },
  jobs: [
    {
      // A payment whose notification was lost would stay pending: the provider, asked, says whether
      // it was paid; past its time one it does not confirm expires. Both happen once (a conditional
      // move, a once-only notification), so several processes may settle at once.
      name: 'settling payments left pending',
      queue: 'payments.settle-pending',
      cron: '*/2 * * * *',
      async run(payments, { clock, log }) {
        const settled = await payments.settleStuck(clock());
        if (settled > 0) log.info({ settled }, 'settled payments left pending');
      },
    },
  ],
});
