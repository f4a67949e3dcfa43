import type { FastifyError, FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body byte for byte as it arrived, on the routes that keep it (keepRawBody). */
    rawBody?: string;
  }
}

const badRequest = (message: string) =>
  Object.assign(new Error(message), { statusCode: 400 }) as FastifyError;

/**
 * In this scope only, JSON and form bodies are also kept as the text that arrived: a payment
 * provider signs the exact bytes it sends, and a body parsed and written again would not verify.
 */
export function keepRawBody(app: FastifyInstance) {
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(badRequest('malformed JSON'), undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      request.rawBody = body as string;
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
