import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@tijian/domain';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { AppError } from './http/app-error.ts';
import { fail } from './http/envelope.ts';
import { requestContext } from './http/request-context.ts';
import { authRoutes, requireUserHook } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { centresRoutes } from './modules/centres/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { wechatRoutes } from './modules/wechat/routes.ts';
import { LogSmsProvider, type SmsProvider } from './sms/sms-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Injected so tests can move time (code expiry, token expiry, the 59 s rule). */
  clock?: () => Date;
  sms?: SmsProvider;
  logger?: FastifyServerOptions['logger'];
}

const MAX_BODY_BYTES = 1024 * 1024;

/** Builds the whole server without listening, so tests can drive it with inject(). */
export async function buildApp(opts: BuildAppOptions) {
  const { config, database } = opts;
  const clock = opts.clock ?? (() => new Date());
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      // Tokens, cookies and phone numbers never reach the log; the query string may carry a phone.
      redact: ['req.headers.token', 'req.headers._token', 'req.headers.cookie', 'req.headers.clientid'],
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      },
    },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.trustProxy,
  });
  const sms = opts.sms ?? new LogSmsProvider(app.log);

  app.decorate('db', database.db);
  app.decorate('auth', createAuthService({ db: database.db, config, sms, clock }));
  app.decorate('requireUser', requireUserHook(app));
  app.decorateRequest('user', undefined);

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(requestContext, { cookieSecure: config.cookieSecure });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(fail(error.code, error.message));
    }
    if (error.statusCode === 413) return reply.status(413).send(fail(ErrorCode.paramInvalid, '请求内容过大'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the caller's mistake, said plainly, never a 500.
      return reply.status(200).send(fail(ErrorCode.paramInvalid, '请求格式不正确'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(ErrorCode.systemError, '系统繁忙，请稍后再试'));
  });

  app.get('/healthz', async () => {
    await database.db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes, { cookieSecure: config.cookieSecure });
      await api.register(usersRoutes, { clock });
      await api.register(centresRoutes);
      await api.register(contentRoutes);
      await api.register(wechatRoutes, { config, clock });
      if (!config.production) await api.register(devRoutes, { sms });
    },
    { prefix: '/m' },
  );

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
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

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/m/') || request.method !== 'GET') {
      return reply.status(404).send(fail(ErrorCode.notFound, '请求的接口不存在'));
    }
    // History-mode SPA: every other path is the app, which shows its own 404 page when the route is unknown.
    if (!hasWeb)
      return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build`.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
