import { defineModule } from '../../module-system/define-module.ts';
import { personalCentreRoutes } from './routes.ts';

/**
 * The personal centre's tile counts: read across the wallet's tables (cards, coupons, medical cards),
 * owned by none of the modules that write them.
 */
export const personalCentreModule = defineModule({
  name: 'personalCentre',
  routes: { customer: personalCentreRoutes },
});
