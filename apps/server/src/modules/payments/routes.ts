import { payments } from '@tijian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keepRawBody } from '../../http/raw-body.ts';
import { route } from '../../http/route.ts';
import type { ProviderRequest } from './provider.ts';
import type { PayerContext } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the literal answer the notifying provider wants, once its notification was taken */
    acknowledgement?: string | undefined;
  }
}

/** The site's origin as the phone reached it, for the address a QR code carries. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Who asks for a payment and how they will pay: the channel they chose, their address (TRUST_PROXY). */
export const payerOf = (
  request: FastifyRequest,
  body: Pick<PayerContext, 'provider' | 'channel' | 'returnPath'>,
): PayerContext => ({
  origin: originOf(request),
  provider: body.provider,
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

/**
 * In this scope a notification that was taken is answered as its provider wants it when the provider
 * names a literal answer (Alipay retries until it reads exactly `success`); refusals keep our envelope.
 */
export function answerProvidersTheirWay(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.acknowledgement === undefined) return payload;
    reply.type('text/plain; charset=utf-8');
    return request.acknowledgement;
  });
}

/** The provider's word that a payment completed: no session, only its signature is trusted. */
export async function paymentNotifyRoutes(app: FastifyInstance) {
  keepRawBody(app);
  answerProvidersTheirWay(app);
  route(app, payments.paymentNotify, async ({ params, request }) => {
    const answer = await app.payments.notify(params.provider, providerRequestOf(request));
    request.acknowledgement = app.payments.acknowledgementOf(params.provider);
    return answer;
  });
}
