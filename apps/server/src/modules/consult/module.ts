import { defineModule } from '../../module-system/define-module.ts';
import { consultRoutes } from './routes.ts';
import { createConsultService } from './service.ts';

/** A centre's consultation services (咨询), their time slots with places, bookings and feedback. */
export const consultModule = defineModule({
  name: 'consult',
  service: ({ db, clock }) => createConsultService({ db, clock }),
  routes: { customer: consultRoutes },
});
