import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildOpenApiDocument, endpoints, meta } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { refusesCrossSite, requestsPerMinute } from '../../security/http-security.ts';

/** Fastify's own defaults, for a server built without setting them. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;
const DEFAULT_MAX_PARAM_LENGTH = 100;

/** The endpoints this server serves: development windows only outside production. */
export const servedEndpoints = (production: boolean) => endpoints.filter((e) => !production || !e.devOnly);

/**
 * `/m/openapi.json`: generated from the contract's schemas, the same ones the routes run, with what
 * this server does around them (limits, the CSRF rule) taken from where the server decides it.
 */
export async function openApiRoutes(app: FastifyInstance, opts: { production: boolean; version: string }) {
  const document = buildOpenApiDocument(servedEndpoints(opts.production), {
    version: opts.version,
    server: {
      requestsPerMinute,
      refusesCrossSite: (e) => refusesCrossSite(e.method, `/m${e.path}`),
      maxBodyBytes: app.initialConfig.bodyLimit ?? DEFAULT_BODY_LIMIT,
      maxParamLength: app.initialConfig.maxParamLength ?? DEFAULT_MAX_PARAM_LENGTH,
    },
  });
  route(app, meta.getOpenApi, () => document);
}

const REFERENCE_HTML = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>体检预约 API 参考</title>
<link rel="stylesheet" href="/api-reference/swagger-ui.css">
</head>
<body>
<div id="ui"></div>
<script src="/api-reference/swagger-ui-bundle.js"></script>
<script src="/api-reference/init.js"></script>
</body>
</html>`;

/**
 * A readable reference of the API for developers, at /api-reference outside production: Swagger UI
 * (a development dependency, shipped in the npm package, nothing fetched) reading /m/openapi.json.
 */
export async function referencePageRoutes(app: FastifyInstance) {
  let assets: string | undefined;
  try {
    assets = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  } catch {
    // Installed without development dependencies: the document is still at /m/openapi.json.
  }
  app.get('/api-reference', async (_request, reply) => {
    if (!assets)
      return reply
        .type('text/plain; charset=utf-8')
        .send('参考页需要开发依赖 swagger-ui-dist；文档见 /m/openapi.json');
    return reply.type('text/html; charset=utf-8').send(REFERENCE_HTML);
  });
  // A file rather than an inline script: the CSP allows no inline script.
  app.get('/api-reference/init.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .send("SwaggerUIBundle({ url: '/m/openapi.json', dom_id: '#ui', deepLinking: true });"),
  );
  for (const [file, type] of [
    ['swagger-ui.css', 'text/css; charset=utf-8'],
    ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
  ] as const) {
    app.get(`/api-reference/${file}`, async (_request, reply) => {
      if (!assets) return reply.status(404).send();
      return reply.type(type).send(await readFile(path.join(assets, file)));
    });
  }
}
