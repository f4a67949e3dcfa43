import { assessments } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function assessmentsRoutes(app: FastifyInstance) {
  route(app, assessments.getAssessment, ({ query }) => app.assessments.definition(query.id));

  route(app, assessments.submitAssessment, ({ body, request }) =>
    app.assessments.submit(request.user!.userId, body),
  );

  route(app, assessments.listAssessmentResults, ({ query, request }) =>
    app.assessments.history(request.user!.userId, query.id),
  );

  route(app, assessments.getAssessmentResult, ({ query, request }) =>
    app.assessments.result(request.user!.userId, query.id),
  );
}
