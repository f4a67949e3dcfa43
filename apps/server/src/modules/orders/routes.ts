import { orders } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function ordersRoutes(app: FastifyInstance) {
  route(app, orders.submitOrder, ({ body, request }) => app.orders.submit(request.user!.userId, body));

  route(app, orders.getOrder, ({ query, request }) => app.orders.detail(request.user!.userId, query.orderId));

  route(app, orders.checkExistingOrder, ({ query, request }) =>
    app.orders.existing(request.user!.userId, query),
  );
}
