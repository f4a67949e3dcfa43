import { payments } from '@tijian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keepRawBody } from '../../http/raw-body.ts';
import { route } from '../../http/route.ts';
import type { ProviderRequest } from './provider.ts';
import type { PayerContext } from './service.ts';

/** The site's origin as the phone reached it, for the address a QR code carries. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Who asks for a payment and how they will pay: the channel they chose, their address (TRUST_PROXY). */
export const payerOf = (
  request: FastifyRequest,
  body: Pick<PayerContext, 'channel' | 'returnPath'>,
): PayerContext => ({
  origin: originOf(request),
  channel: body.channel,
  returnPath: body.returnPath,
  clientIp: request.ip,
});

/** A provider's request as it arrived: what its signature covers. */
export const providerRequestOf = (request: FastifyRequest): ProviderRequest => ({
  headers: request.headers,
  body: request.rawBody ?? '',
});

export async function paymentsRoutes(app: FastifyInstance) {
  route(app, payments.createPayment, ({ body, request }) =>
    app.payments.create(request.user!.userId, body.orderId, payerOf(request, body)),
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
  keepRawBody(app);
  route(app, payments.paymentNotify, ({ params, request }) =>
    app.payments.notify(params.provider, providerRequestOf(request)),
  );
}
