import { defineModule } from '../../module-system/define-module.ts';
import { ordersModule } from '../orders/module.ts';
import { paymentNotifyRoutes, paymentsRoutes } from './routes.ts';
import { createPaymentsService } from './service.ts';

/** Online payment of orders through the configured provider, and its signed notifications. */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: [ordersModule],
  service: ({ db, clock, paymentProvider, orders, log }) =>
    createPaymentsService({ db, clock, provider: paymentProvider, orders, log }),
  routes: { customer: paymentsRoutes, provider: paymentNotifyRoutes },
});
