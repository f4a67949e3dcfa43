import { operatorReviews } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { operatorRoute } from '../operators/operator-route.ts';

/** A centre's settings its staff see, and those its manager changes (doctor review). */
export async function centresStaffRoutes(app: FastifyInstance) {
  // A read: not audited, but only for staff of the centre asked for.
  route(app, operatorReviews.operatorReviewSetting, async ({ query, request }) => {
    app.operators.assertRole(request.operator!, query.sysCenterId, ['desk', 'doctor', 'manager']);
    return { sysCenterId: query.sysCenterId, ...(await app.centres.doctorReview(query.sysCenterId)) };
  });

  operatorRoute(
    app,
    operatorReviews.operatorSetReviewSetting,
    {
      action: 'centre.review',
      targetType: 'centre',
      roles: ['manager'],
      target: async ({ body }) => ({ centreId: body.sysCenterId, targetId: body.sysCenterId }),
    },
    async ({ body }) => ({
      sysCenterId: body.sysCenterId,
      ...(await app.centres.setDoctorReview(body.sysCenterId, { on: body.on, type: body.type })),
    }),
  );
}
