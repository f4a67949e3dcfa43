import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../../module-system/context.ts';
import { contentSecurityPolicy } from '../../security/http-security.ts';

/** Where the console is served; its build's base (apps/console/vite.config.ts) is the same. */
const BASE = '/console';

/**
 * The built staff console (apps/console's dist), in every mode: its assets as Vite wrote them, and any
 * other GET under /console answered with its page (history mode; the console shows its own 404).
 * These are routes of their own, so the mobile app's catch-all (the not-found handler) never sees
 * /console, and the console's fallback never answers a path of the mobile app.
 */
export async function consoleAppSite(app: FastifyInstance, { config }: ServerContext) {
  const root = config.consoleDist;
  const indexHtml = path.join(root, 'index.html');
  const built = existsSync(indexHtml);

  async function page(reply: FastifyReply) {
    if (!built)
      return reply.status(404).type('text/plain').send('The console is not built: run `npm run build`.');
    // antd writes its styles into <style> elements as components first render (CSS-in-JS): the site's
    // CSP, which allows only its own style files, would refuse them all. Each document gets a nonce
    // its <style> elements carry (the app reads it from the meta tag and gives it to antd), and the QR
    // reader's WebAssembly may be compiled. Scripts stay this site's own files.
    const nonce = randomBytes(16).toString('base64');
    // Read each time: the document is small, and the nonce makes every copy different anyway.
    const html = (await readFile(indexHtml, 'utf8')).replace(
      '<head>',
      `<head>\n    <meta name="csp-nonce" content="${nonce}" />`,
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header(
        'content-security-policy',
        contentSecurityPolicy(indexHtml, { styles: [`'nonce-${nonce}'`], scripts: ["'wasm-unsafe-eval'"] }),
      )
      .send(html);
  }

  await app.register(async (scope) => {
    if (built) {
      await scope.register(fastifyStatic, {
        root,
        prefix: `${BASE}/`,
        // The mobile app's static plugin decorates the reply already; this one serves files only.
        decorateReply: false,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Hashed asset names never change content, so browsers may keep them a year.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }
    scope.get(BASE, (_request, reply) => page(reply));
    scope.get(`${BASE}/*`, (request, reply) => {
      // A missing asset is a 404, not the page: a browser would run HTML as a script.
      if (request.url.startsWith(`${BASE}/assets/`))
        return reply.status(404).type('text/plain').send('Not found');
      return page(reply);
    });
  });
}
