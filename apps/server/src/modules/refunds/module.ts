import { defineModule } from '../../module-system/define-module.ts';
import { ordersModule } from '../orders/module.ts';
import { paymentsModule } from '../payments/module.ts';
import { scheduleModule } from '../schedule/module.ts';
import { walletModule } from '../wallet/module.ts';
import { refundNotifyRoutes, refundsRoutes, refundsStaffRoutes } from './routes.ts';
import { createRefundsService } from './service.ts';

/** Refund applications, the centre's decision, and the provider's refund notifications. */
export const refundsModule = defineModule({
  name: 'refunds',
  needs: [ordersModule, paymentsModule, walletModule, scheduleModule],
  service: ({ db, clock, paymentProvider, orders, payments, wallet, schedule, log }) =>
    createRefundsService({ db, clock, provider: paymentProvider, orders, payments, wallet, schedule, log }),
  routes: { customer: refundsRoutes, staff: refundsStaffRoutes, provider: refundNotifyRoutes },
});
