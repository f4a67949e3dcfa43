import { defineModule } from '../../module-system/define-module.ts';
import { centresModule } from '../centres/module.ts';
import { questionnaireModule } from '../questionnaire/module.ts';
import { healthCardsRoutes } from './routes.ts';
import { createHealthCardsService } from './service.ts';

/** Health service cards (健康卡): activation, the person a card serves, its services and assessments. */
export const healthCardsModule = defineModule({
  name: 'healthCards',
  needs: [centresModule, questionnaireModule],
  service: ({ db, clock, limits, log, centres, questionnaire }) =>
    createHealthCardsService({ db, clock, limits, log, centres, questionnaire }),
  routes: { customer: healthCardsRoutes },
});
