import { defineModule } from '../../module-system/define-module.ts';
import { centresModule } from '../centres/module.ts';
import { ordersModule } from '../orders/module.ts';
import { purchasesModule } from '../purchases/module.ts';
import { usersModule } from '../users/module.ts';
import { PAYMENT_POLL_QUEUE, type PaymentPoll, runPaymentPoll, schedulePaymentPoll } from './polling.ts';
import { paymentNotifyRoutes, paymentsRoutes } from './routes.ts';
import { createPaymentsService } from './service.ts';

/**
 * Online payment of orders and purchases through the configured providers, and its signed
 * notifications. Orders and purchases are its payable kinds.
 */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: [ordersModule, purchasesModule, usersModule, centresModule],
  service: ({ db, clock, jobs, paymentProviders, orders, purchases, users, centres, log }) =>
    createPaymentsService({
      db,
      clock,
      providers: paymentProviders,
      centres,
      orders,
      users,
      purchases: purchases.payable,
      log,
      onOpened: (payment) => schedulePaymentPoll(jobs, payment, 0, clock()),
    }),
  routes: { customer: paymentsRoutes, provider: paymentNotifyRoutes },
  tasks: [
    {
      // Each payment opened at a provider that can be asked: asked with growing waits until paid or
      // closed at its expiry (polling.ts).
      name: 'asking about a pending payment',
      queue: PAYMENT_POLL_QUEUE,
      policy: 'stately',
      async run(payments, poll: PaymentPoll, { jobs, clock }) {
        await runPaymentPoll(payments, jobs, poll, clock());
      },
    },
  ],
  jobs: [
    {
      // The safety net under the polling tasks: a payment whose task was lost would stay pending. The
      // provider, asked, says whether it was paid; past its time one it does not confirm expires. Both
      // happen once (a conditional move, a once-only notification), so several processes may settle
      // at once.
      name: 'settling payments left pending',
      queue: 'payments.settle-pending',
      cron: '*/10 * * * *',
      async run(payments, { clock, log }) {
        const settled = await payments.settleStuck(clock());
        if (settled > 0) log.info({ settled }, 'settled payments left pending');
      },
    },
  ],
});
