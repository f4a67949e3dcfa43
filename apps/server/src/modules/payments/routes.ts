import { payments } from '@tijian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.ts';

/** The site's origin as the phone reached it, for the address a QR code carries. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function paymentsRoutes(app: FastifyInstance) {
  route(app, payments.createPayment, ({ body, request }) =>
    app.payments.create(request.user!.userId, body.orderId, originOf(request)),
  );

  route(app, payments.getPayment, ({ query, request }) =>
    app.payments.get(request.user!.userId, query.payId, originOf(request)),
  );

  route(app, payments.confirmSandboxPayment, ({ body, request }) =>
    app.payments.confirmSandbox(request.user!.userId, body.payId, originOf(request)),
  );
}

/** The provider's word that a payment completed: no session, only its signature is trusted. */
export async function paymentNotifyRoutes(app: FastifyInstance) {
  route(app, payments.paymentNotify, ({ params, body }) => app.payments.notify(params.provider, body));
}
