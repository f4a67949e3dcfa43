import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@tijian/domain';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../http/envelope.ts';
import type { ServerContext } from '../../module-system/context.ts';
import { homeDocumentOf } from './home-document.ts';
import { linkHeader, type PagePreloads, pagePreloads } from './page-preloads.ts';
import type { PageDocument } from './splash-document.ts';
import { submitDocumentOf } from './submit-document.ts';

/** Document paths that open on the platform's home page (a chosen centre's page is /mec/:id). */
const HOME_PATHS = new Set(['/', '/main']);
const SUBMIT_PATH = '/appointment/submit';

/**
 * The built web app (apps/web's dist): its assets as Vite wrote them, and every other GET outside
 * /m answered with its page (history mode). It also holds the server's one not-found answer, the
 * 404 envelope for an unknown API path or method, since Fastify takes one such handler per prefix.
 */
export async function webAppSite(app: FastifyInstance, { config }: ServerContext) {
  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  const preloads = hasWeb ? pagePreloads(config.webDist) : new Map<string, PagePreloads>();
  const homeDocument = homeDocumentOf(indexHtml, app.content, preloads.get('/main'));
  const submitDocument = submitDocumentOf(indexHtml, app.centres, preloads.get(SUBMIT_PATH));
  /** The document a page path gets, when the server paints more of it than index.html's splash. */
  const pageDocument = (documentPath: string, query: URLSearchParams): Promise<PageDocument | null> =>
    HOME_PATHS.has(documentPath)
      ? homeDocument()
      : documentPath === SUBMIT_PATH
        ? submitDocument(query.get('sysCenterId'))
        : Promise.resolve(null);
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
    const queryAt = request.url.indexOf('?');
    const documentPath = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const query = new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1));
    reply.header('cache-control', 'no-cache');
    const page = await pageDocument(documentPath, query);
    if (!page) {
      const preload = preloads.get(documentPath);
      if (preload) reply.header('link', linkHeader(preload));
      return reply.sendFile('index.html');
    }
    // A page the server painted names its scripts in its splash, to be fetched once it has painted.
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    if (/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'br').send(page.br);
    }
    return reply.send(page.html);
  });
}
