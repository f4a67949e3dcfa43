import { orderChanges } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function orderChangeRoutes(app: FastifyInstance) {
  route(app, orderChanges.rescheduleOrder, ({ body, request }) =>
    app.orders.reschedule(request.user!.userId, body),
  );

  route(app, orderChanges.acceptReviewPlan, ({ body, request }) =>
    app.orders.acceptReview(request.user!.userId, body.orderId),
  );
}
