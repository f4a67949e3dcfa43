import { defineModule } from '../../module-system/define-module.ts';
import { centresModule } from '../centres/module.ts';
import { operatorRoutes } from './routes.ts';
import { createOperatorsService } from './service.ts';

/** Centre staff: their accounts, sessions, roles per centre and the audit log (docs/operators.md). */
export const operatorsModule = defineModule({
  name: 'operators',
  needs: [centresModule],
  service: ({ db, clock, throttle, centres }) => createOperatorsService({ db, clock, throttle, centres }),
  routes: { staff: operatorRoutes },
});
