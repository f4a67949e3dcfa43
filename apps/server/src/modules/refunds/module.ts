import { defineModule } from '../../module-system/define-module.ts';
import { operatorsModule } from '../operators/module.ts';
import { ordersModule } from '../orders/module.ts';
import { paymentsModule } from '../payments/module.ts';
import { scheduleModule } from '../schedule/module.ts';
import { walletModule } from '../wallet/module.ts';
import { REFUND_POLL_QUEUE, type RefundPoll, runRefundPoll, scheduleRefundPoll } from './polling.ts';
import { refundNotifyRoutes, refundsRoutes, refundsStaffRoutes } from './routes.ts';
import { createRefundsService } from './service.ts';

/** Refund applications, the centre's decision, and the provider's refund notifications. */
export const refundsModule = defineModule({
  name: 'refunds',
  needs: [ordersModule, paymentsModule, walletModule, scheduleModule, operatorsModule],
  service: ({ db, clock, jobs, paymentProviders, orders, payments, wallet, schedule, operators, log }) =>
    createRefundsService({
      db,
      clock,
      providers: paymentProviders,
      orders,
      payments,
      wallet,
      schedule,
      operators,
      log,
      onAsked: (refund) => scheduleRefundPoll(jobs, refund.refundNo, 0, clock()),
    }),
  routes: { customer: refundsRoutes, staff: refundsStaffRoutes, provider: refundNotifyRoutes },
  tasks: [
    {
      // Each refund asked of a provider that can be asked: asked with growing waits (polling.ts).
      name: 'asking about a refund 退款中',
      queue: REFUND_POLL_QUEUE,
      policy: 'stately',
      async run(refunds, poll: RefundPoll, { jobs, clock }) {
        await runRefundPoll(refunds, jobs, poll, clock());
      },
    },
  ],
  jobs: [
    {
      // The safety net under the polling tasks: a refund whose notification was lost, or came before
      // anyone could act on it, would stay 退款中: the provider's word (recorded, or asked for)
      // completes it; a failed one is asked again, then left for staff. A refund completes only from
      // 退款中 under its order's lock, so several processes may settle at once.
      name: 'settling refunds left 退款中',
      queue: 'refunds.settle-refunding',
      cron: '*/10 * * * *',
      async run(refunds, { clock, log }) {
        const settled = await refunds.settleStuck(clock());
        if (settled > 0) log.info({ settled }, 'settled refunds left 退款中');
      },
    },
  ],
});
