import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@tijian/domain';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../http/envelope.ts';
import type { ServerContext } from '../../module-system/context.ts';
import { homeDocumentOf } from './home-document.ts';
import { pagePreloads } from './page-preloads.ts';

/** Document paths that open on the platform's home page (a chosen centre's page is /mec/:id). */
const HOME_PATHS = new Set(['/', '/main']);

/**
 * The built web app (apps/web's dist): its assets as Vite wrote them, and every other GET outside
 * /m answered with its page (history mode). It also holds the server's one not-found answer, the
 * 404 envelope for an unknown API path or method, since Fastify takes one such handler per prefix.
 */
export async function webAppSite(app: FastifyInstance, { config }: ServerContext) {
  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  const preloads = hasWeb ? pagePreloads(config.webDist) : new Map<string, string>();
  const homeDocument = homeDocumentOf(indexHtml, app.content);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; phones get the smallest their browser takes.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed asset names never change content, so phones may keep them a year.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/m/') || request.method !== 'GET') {
      return reply.status(404).send(fail(ErrorCode.notFound, '请求的接口不存在'));
    }
    // History-mode SPA: every other path is the app, which shows its own 404 page when the route is unknown.
    if (!hasWeb)
      return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build`.');
    const documentPath = request.url.split('?')[0]!;
    const preload = preloads.get(documentPath);
    if (preload) reply.header('link', preload);
    reply.header('cache-control', 'no-cache');
    const home = HOME_PATHS.has(documentPath) ? await homeDocument() : null;
    if (!home) return reply.sendFile('index.html');
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    if (/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'br').send(home.br);
    }
    return reply.send(home.html);
  });
}
