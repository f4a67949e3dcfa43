import { defineModule } from '../../module-system/define-module.ts';
import { familyModule } from '../family/module.ts';
import { assessmentsRoutes } from './routes.ts';
import { createAssessmentsService } from './service.ts';

/** Risk assessments (专病风险评估, 专题问卷): scored questionnaires and each account's results over time. */
export const assessmentsModule = defineModule({
  name: 'assessments',
  needs: [familyModule],
  service: ({ db, family, clock }) => createAssessmentsService({ db, family, clock }),
  routes: { customer: assessmentsRoutes },
});
