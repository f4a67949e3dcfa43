import { orderList, orders } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { orderChangeRoutes } from './change-routes.ts';

/** The customer's side of orders (the desk's side is operator-routes.ts). */
export async function ordersRoutes(app: FastifyInstance) {
  route(app, orders.submitOrder, ({ body, request }) => app.orders.submit(request.user!.userId, body));

  route(app, orders.quoteOrder, ({ body, request }) => app.orders.quote(request.user!.userId, body));

  route(app, orders.getOrder, ({ query, request }) => app.orders.detail(request.user!.userId, query.orderId));

  route(app, orders.checkExistingOrder, ({ query, request }) =>
    app.orders.existing(request.user!.userId, query),
  );

  route(app, orderList.listOrders, ({ query, request }) => app.orders.list(request.user!.userId, query));

  route(app, orderList.cancelOrder, ({ body, request }) =>
    app.orders.cancel(request.user!.userId, body.orderId),
  );

  await orderChangeRoutes(app);
}
