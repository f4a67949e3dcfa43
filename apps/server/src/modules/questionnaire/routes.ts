import { type BusinessCode, questionnaire } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { Errors } from './service.ts';

const isBusinessCode = (code: string): code is BusinessCode =>
  (questionnaire.BUSINESS_CODES as readonly string[]).includes(code);

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

  route(app, questionnaire.getQuestionnaireInstance, async ({ query, request }) => {
    const found = await app.questionnaire.instance(request.user!.userId, query.instanceId);
    // Only the questionnaires of this area: a health card's assessment is read through its card.
    if (!isBusinessCode(found.instance.businessCode)) throw notFound(Errors.unknownInstance);
    return found;
  });

  route(app, questionnaire.getPlan, ({ query, request }) =>
    app.questionnaire.plan(request.user!.userId, query),
  );

  route(app, questionnaire.getSurveyStatus, ({ query, request }) =>
    app.questionnaire.surveyStatus(request.user!.userId, query),
  );
}
