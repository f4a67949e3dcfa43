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
  service: ({ db, clock, paymentProviders, orders, payments, wallet, schedule, log }) =>
    createRefundsService({ db, clock, providers: paymentProviders, orders, payments, wallet, schedule, log }),
  routes: { customer: refundsRoutes, staff: refundsStaffRoutes, provider: refundNotifyRoutes },
  jobs: [
    {
      // A refund whose notification was lost, or came before anyone could act on it, would stay
      // 退款中: the provider's word (recorded, or asked for) completes it. A refund completes only
      // from 退款中 under its order's lock, so several processes may settle at once.
      name: 'settling refunds left 退款中',
      queue: 'refunds.settle-refunding',
      cron: '*/2 * * * *',
      async run(refunds, { clock, log }) {
        const settled = await refunds.settleStuck(clock());
        if (settled > 0) log.info({ settled }, 'settled refunds left 退款中');
      },
    },
  ],
});
