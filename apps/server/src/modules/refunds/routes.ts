import { operatorRefunds, refunds } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { keepRawBody } from '../../http/raw-body.ts';
import { route } from '../../http/route.ts';
import { operatorRoute } from '../operators/operator-route.ts';
import { answerProvidersTheirWay, providerRequestOf } from '../payments/routes.ts';

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
  keepRawBody(app);
  answerProvidersTheirWay(app);
  route(app, refunds.refundNotify, async ({ params, request }) => {
    const answer = await app.refunds.notify(params.provider, providerRequestOf(request));
    request.acknowledgement = app.payments.acknowledgementOf(params.provider);
    return answer;
  });
}

const MANAGER = ['manager'] as const;

/** A centre's manager lists refunds, decides an application, and refunds a checked-in order at the desk. */
export async function refundsStaffRoutes(app: FastifyInstance) {
  // Reads change nothing and are not audited; each checks the role at the centre it answers for.
  route(app, operatorRefunds.operatorListRefunds, ({ query, request }) => {
    app.operators.assertRole(request.operator!, query.sysCenterId, MANAGER);
    return app.refunds.listOfCentre({ centreId: query.sysCenterId, status: query.status, page: query.page });
  });

  route(app, operatorRefunds.operatorOrderRefunds, async ({ query, request }) => {
    const { centreId } = await app.orders.operator.target(query.orderId);
    app.operators.assertRole(request.operator!, centreId, MANAGER);
    return app.refunds.orderPicture(query.orderId);
  });

  operatorRoute(
    app,
    operatorRefunds.operatorDeskRefund,
    {
      action: 'refund.desk',
      targetType: 'order',
      roles: MANAGER,
      target: ({ body }) => app.orders.operator.target(body.orderId),
    },
    ({ body }, operator) => app.refunds.refundAtDesk(operator, body),
  );

  operatorRoute(
    app,
    refunds.operatorDecideRefund,
    {
      action: 'refund.decide',
      targetType: 'order',
      roles: MANAGER,
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
