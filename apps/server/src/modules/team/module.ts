import { defineModule } from '../../module-system/define-module.ts';
import { catalogueModule } from '../catalogue/module.ts';
import { centresModule } from '../centres/module.ts';
import { familyModule } from '../family/module.ts';
import { noticesModule } from '../notices/module.ts';
import { operatorsModule } from '../operators/module.ts';
import { ordersModule } from '../orders/module.ts';
import { questionnaireModule } from '../questionnaire/module.ts';
import { reportsModule } from '../reports/module.ts';
import { scheduleModule } from '../schedule/module.ts';
import { companyRoutes, operatorCompanyRoutes, teamRoutes } from './routes.ts';
import { createTeamService } from './service.ts';

/** Company check-ups (团检, issue 23): companies, rosters, team orders and the HR portal (docs/team.md). */
export const teamModule = defineModule({
  name: 'team',
  needs: [
    centresModule,
    catalogueModule,
    scheduleModule,
    ordersModule,
    familyModule,
    questionnaireModule,
    operatorsModule,
    reportsModule,
    noticesModule,
  ],
  service: ({
    db,
    clock,
    config,
    centres,
    catalogue,
    schedule,
    orders,
    family,
    questionnaire,
    operators,
    reports,
    notices,
  }) =>
    createTeamService({
      db,
      clock,
      payment: config.payment,
      centres,
      catalogue,
      schedule,
      orders,
      family,
      questionnaire,
      operators,
      reports,
      notices,
    }),
  routes: { customer: teamRoutes, company: companyRoutes, staff: operatorCompanyRoutes },
});
