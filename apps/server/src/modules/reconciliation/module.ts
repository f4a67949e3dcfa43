import { defineModule } from '../../module-system/define-module.ts';
import { operatorsModule } from '../operators/module.ts';
import { createReconciliationService } from './service.ts';

/**
 * The daily reconciliation with the payment provider's bill: differences kept and shown in the
 * centres' audit logs (docs/payments.md).
 */
export const reconciliationModule = defineModule({
  name: 'reconciliation',
  needs: [operatorsModule],
  service: ({ db, clock, paymentProviders, operators, log }) =>
    createReconciliationService({ db, clock, providers: paymentProviders, operators, log }),
  jobs: [
    {
      // WeChat Pay's bill of a day is ready from 10:00 the next morning. Once per provider and day
      // (a unique run row), so a retry or a second process changes nothing.
      name: 'reconciling with the provider’s bill',
      queue: 'reconciliation.daily',
      cron: '0 10 * * *',
      async run(reconciliation) {
        await reconciliation.reconcileRecent();
      },
    },
  ],
});
