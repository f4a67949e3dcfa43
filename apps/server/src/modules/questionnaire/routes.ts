import { questionnaire } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function questionnaireRoutes(app: FastifyInstance) {
  route(app, questionnaire.getQuestionnaire, ({ query }) =>
    app.questionnaire.definition(query.businessCode, query.sexCode),
  );

  route(app, questionnaire.getBeforeQuestionnaire, ({ query, request }) =>
    app.questionnaire.previous(request.user!.userId, query),
  );

  route(app, questionnaire.submitQuestionnaire, ({ body, request }) =>
    app.questionnaire.submit(request.user!.userId, body),
  );

  route(app, questionnaire.getQuestionnaireInstance, ({ query, request }) =>
    app.questionnaire.instance(request.user!.userId, query.instanceId),
  );

  route(app, questionnaire.getPlan, ({ query, request }) =>
    app.questionnaire.plan(request.user!.userId, query),
  );

  route(app, questionnaire.getSurveyStatus, ({ query, request }) =>
    app.questionnaire.surveyStatus(request.user!.userId, query),
  );
}
