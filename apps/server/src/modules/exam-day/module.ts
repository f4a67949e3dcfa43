import { defineModule } from '../../module-system/define-module.ts';
import { catalogueModule } from '../catalogue/module.ts';
import { centresModule } from '../centres/module.ts';
import { ordersModule } from '../orders/module.ts';
import { examDayRoutes, operatorStationRoutes } from './routes.ts';
import { createExamDayService } from './service.ts';

/** The exam day (issue 24): the person's live guide and the stations' queues (分诊叫号). docs/exam-day.md */
export const examDayModule = defineModule({
  name: 'examDay',
  needs: [ordersModule, centresModule, catalogueModule],
  service: ({ db, clock, orders, centres, catalogue }) =>
    createExamDayService({ db, clock, orders, centres, catalogue }),
  routes: { customer: examDayRoutes, staff: operatorStationRoutes },
});
