import { refunds } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { operatorRoute } from '../operators/operator-route.ts';

export async function refundsRoutes(app: FastifyInstance) {
  route(app, refunds.getRefundQuote, ({ query, request }) =>
    app.refunds.quote(request.user!.userId, query.orderId),
  );

  route(app, refunds.applyRefund, ({ body, request }) => app.refunds.apply(request.user!.userId, body));

  route(app, refunds.getRefund, ({ query, request }) =>
    app.refunds.detail(request.user!.userId, query.orderId),
  );

  route(app, refunds.withdrawRefund, ({ body, request }) =>
    app.refunds.withdraw(request.user!.userId, body.orderId),
  );
}

/** The provider's word that a refund completed: no session, only its signature is trusted. */
export async function refundNotifyRoutes(app: FastifyInstance) {
  route(app, refunds.refundNotify, ({ params, body }) => app.refunds.notify(params.provider, body));
}

/** A centre's manager decides a refund application. */
export async function refundsStaffRoutes(app: FastifyInstance) {
  operatorRoute(
    app,
    refunds.operatorDecideRefund,
    {
      action: 'refund.decide',
      targetType: 'order',
      roles: ['manager'],
      // The orders module says where the order is: its refund is decided at that centre.
      target: ({ body }) => app.orders.operator.target(body.orderId),
      snapshot: async ({ body }) => ({
        order: await app.orders.operator.state(body.orderId),
        refund: await app.refunds.state(body.orderId),
      }),
    },
    ({ body }, operator) => app.refunds.decide(operator, body),
  );
}
