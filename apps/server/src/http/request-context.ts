import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's client id: header, then cookie, else one issued now. */
    clientId: string;
    /** The session token the caller sent, if any. */
    token: string | undefined;
    /** A centre operator's session token (header x-operator-token), if any. */
    operatorToken: string | undefined;
  }
}

const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const ONE_YEAR_S = 365 * 24 * 3600;

/** 128 random bits in hex: names a browser, grants nothing, so it needs no more. */
const newClientId = () => randomBytes(16).toString('hex');

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text !== 'undefined' && text !== 'null' ? text : undefined;
}

/**
 * Reads the spec's headers (clientId, token, _TOKEN), the operators' x-operator-token and the cookies
 * into the request; issues a client id when missing.
 */
export const requestContext = fp(async (app: FastifyInstance, opts: { cookieSecure: boolean }) => {
  app.decorateRequest('clientId', '');
  app.decorateRequest('token', undefined);
  app.decorateRequest('operatorToken', undefined);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/m/')) return;
    request.token =
      header(request, 'token') ?? header(request, '_TOKEN') ?? request.cookies.token ?? undefined;
    request.operatorToken = header(request, 'x-operator-token');
    const given = header(request, 'clientId') ?? request.cookies.clientId;
    if (given && CLIENT_ID.test(given)) {
      request.clientId = given;
      return;
    }
    request.clientId = newClientId();
    reply.header('clientId', request.clientId);
    reply.setCookie('clientId', request.clientId, {
      path: '/',
      maxAge: ONE_YEAR_S,
      sameSite: 'lax',
      secure: opts.cookieSecure,
    });
  });
});
