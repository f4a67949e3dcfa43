import { defineModule } from '../../module-system/define-module.ts';
import { centresModule } from '../centres/module.ts';
import { walletRoutes } from './routes.ts';
import { createWalletService } from './service.ts';

/** Exam cards, coupons and exclusive services a customer pays with or adds to an order. */
export const walletModule = defineModule({
  name: 'wallet',
  needs: [centresModule],
  service: ({ db, clock, centres }) => createWalletService({ db, clock, centres }),
  routes: { customer: walletRoutes },
});
