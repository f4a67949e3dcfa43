import { defineModule } from '../../module-system/define-module.ts';
import { catalogueModule } from '../catalogue/module.ts';
import { centresModule } from '../centres/module.ts';
import { scheduleRoutes, scheduleStaffRoutes } from './routes.ts';
import { createScheduleService } from './service.ts';

/** The calendar: bookable days, slots and item quotas, and the places bookings take. */
export const scheduleModule = defineModule({
  name: 'schedule',
  needs: [centresModule, catalogueModule],
  service: ({ db, cache, clock, centres, catalogue }) =>
    createScheduleService({ db, cache, clock, centres, catalogue }),
  routes: { customer: scheduleRoutes, staff: scheduleStaffRoutes },
});
