import { healthCards } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function healthCardsRoutes(app: FastifyInstance) {
  route(app, healthCards.activateHealthCard, ({ body, request }) =>
    app.healthCards.activate(request.user!.userId, body),
  );

  route(app, healthCards.listHealthCards, ({ request }) => app.healthCards.list(request.user!.userId));

  route(app, healthCards.getHealthCard, ({ query, request }) =>
    app.healthCards.detail(request.user!.userId, query.id),
  );

  route(app, healthCards.registerHealthCardHolder, ({ body, request }) =>
    app.healthCards.registerHolder(request.user!.userId, body),
  );

  route(app, healthCards.getHealthCardServices, ({ query, request }) =>
    app.healthCards.services(request.user!.userId, query.cardId),
  );

  route(app, healthCards.listHealthCardAssessments, ({ query, request }) =>
    app.healthCards.assessments(request.user!.userId, query.cardId),
  );

  route(app, healthCards.getHealthCardQuestionnaire, ({ query, request }) =>
    app.healthCards.questionnaire(request.user!.userId, query.cardId),
  );

  route(app, healthCards.bindHealthCardQuestionnaire, ({ body, request }) =>
    app.healthCards.submitAssessment(request.user!.userId, body),
  );
}
