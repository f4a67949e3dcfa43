import { defineModule } from '../../module-system/define-module.ts';
import { catalogueModule } from '../catalogue/module.ts';
import { centresModule } from '../centres/module.ts';
import { questionnaireRoutes } from './routes.ts';
import { createQuestionnaireService } from './service.ts';

/** Health questionnaires and the personal plan they recommend. */
export const questionnaireModule = defineModule({
  name: 'questionnaire',
  needs: [catalogueModule, centresModule],
  service: ({ db, cache, catalogue, centres, clock }) =>
    createQuestionnaireService({ db, cache, catalogue, centres, clock }),
  routes: { customer: questionnaireRoutes },
});
