import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { Endpoint } from '@tijian/contract';
import { ErrorCode } from '@tijian/domain';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { travellingClock } from './dev-clock.ts';
import { AppError } from './http/app-error.ts';
import { checkAnswersAgainstContract } from './http/contract-check.ts';
import { fail } from './http/envelope.ts';
import { requestContext } from './http/request-context.ts';
import { authRoutes, requireUserHook } from './modules/auth/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { centresRoutes } from './modules/centres/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { dictRoutes } from './modules/dict/routes.ts';
import { openApiRoutes, referencePageRoutes } from './modules/docs/routes.ts';
import { familyRoutes } from './modules/family/routes.ts';
import { operatorRoutes, requireOperatorHook } from './modules/operators/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { questionnaireRoutes } from './modules/questionnaire/routes.ts';
import { refundsRoutes } from './modules/refunds/routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { scheduleRoutes } from './modules/schedule/routes.ts';
import { setHashConcurrency } from './modules/users/password.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { wechatRoutes } from './modules/wechat/routes.ts';
import type { WechatClient } from './modules/wechat/wechat-client.ts';
import { pagePreloads } from './page-preloads.ts';
import { httpSecurity } from './security/http-security.ts';
import { type LimitStore, MemoryLimitStore, RedisLimitStore } from './security/limit-store.ts';
import { createServices, wechatClientFor } from './services.ts';
import { type SmsProvider, smsProviderFor } from './sms/sms-provider.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Injected so tests can move time (code expiry, token expiry, the 59 s rule). */
  clock?: () => Date;
  sms?: SmsProvider;
  /** Who exchanges WeChat OAuth codes; by default the one the configuration names. */
  wechatClient?: WechatClient | null;
  logger?: FastifyServerOptions['logger'];
  /** Tests: where the app's own logger (with its redaction) writes. */
  logStream?: NodeJS.WritableStream;
  /** Throttling state; by default Redis when REDIS_URL is set, else this process's memory on the app's clock. */
  limits?: LimitStore;
  /** Tests: check every JSON answer against its endpoint's contract after serialisation. */
  checkContract?: boolean;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint: Endpoint | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with the contract entry it came from (a test checks that none lacks one). */
    routeTable: readonly RegisteredRoute[];
  }
}

const MAX_BODY_BYTES = 1024 * 1024;
const APP_VERSION = '0.1.0';
const PURGE_EVERY_MS = 3600_000;
const SWEEP_EVERY_MS = 60_000;
/** Document paths that open on the platform's home page (a chosen centre's page is /mec/:id). */
const HOME_PATHS = new Set(['/', '/main']);
/** index.html's splash (apps/web/index.html), which the home document replaces with its banner. */
const BOOT_SPLASH = /<div class="boot" role="status">[\s\S]*?<\/div>/;

/** Builds the whole server without listening, so tests can drive it with inject(). */
export async function buildApp(opts: BuildAppOptions) {
  const { config, database } = opts;
  // In demo mode the clock can be moved through /m/dev/clock (see dev-clock.ts); never otherwise.
  const travel = config.demoMode ? travellingClock(opts.clock ?? (() => new Date())) : null;
  const clock = travel?.now ?? opts.clock ?? (() => new Date());
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      // Tokens, cookies and phone numbers never reach the log; the query string may carry a phone.
      redact: [
        'req.headers.token',
        'req.headers._token',
        'req.headers.cookie',
        'req.headers.clientid',
        'req.headers["x-operator-token"]',
      ],
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, path: redactPath(req.url) }),
      },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  const sms = opts.sms ?? smsProviderFor(config.sms, app.log);
  setHashConcurrency(config.passwordHashConcurrency);
  const limits =
    opts.limits ?? (config.redisUrl ? RedisLimitStore.connect(config.redisUrl) : new MemoryLimitStore(clock));
  // Closed with the app only when the app made it.
  if (!opts.limits) app.addHook('onClose', () => limits.close());
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: r.url, endpoint: r.config?.endpoint });
    }
  });
  if (opts.checkContract) checkAnswersAgainstContract(app);

  const services = createServices({
    db: database.db,
    config,
    clock,
    sms,
    wechatClient: opts.wechatClient === undefined ? wechatClientFor(config.wechat) : opts.wechatClient,
    limits,
    log: app.log,
  });
  app.decorate('users', services.users);
  app.decorate('centres', services.centres);
  app.decorate('catalogue', services.catalogue);
  app.decorate('content', services.content);
  app.decorate('questionnaire', services.questionnaire);
  app.decorate('auth', services.auth);
  app.decorate('wechat', services.wechat);
  app.decorate('family', services.family);
  app.decorate('schedule', services.schedule);
  app.decorate('wallet', services.wallet);
  app.decorate('operators', services.operators);
  app.decorate('orders', services.orders);
  app.decorate('payments', services.payments);
  app.decorate('refunds', services.refunds);
  app.decorate('reports', services.reports);
  app.decorate('requireUser', requireUserHook(app));
  app.decorateRequest('user', undefined);
  app.decorate('requireOperator', requireOperatorHook(app));
  app.decorateRequest('operator', undefined);

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(requestContext, { cookieSecure: config.cookieSecure });
  const indexHtml = path.join(config.webDist, 'index.html');
  await app.register(httpSecurity, {
    production: config.production,
    rateLimitMultiplier: config.rateLimitMultiplier,
    indexHtml,
    redis: limits instanceof RedisLimitStore ? limits.redis : undefined,
    log: app.log,
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(fail(error.code, error.message));
    }
    if (error.statusCode === 429) {
      const limited = error as unknown as { error_code?: string; error?: string };
      return reply
        .status(429)
        .send(fail(limited.error_code ?? ErrorCode.tooMany, limited.error ?? '请求过于频繁，请稍后再试'));
    }
    if (error.statusCode === 413) return reply.status(413).send(fail(ErrorCode.paramInvalid, '请求内容过大'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the caller's mistake, said plainly, never a 500.
      return reply.status(200).send(fail(ErrorCode.paramInvalid, '请求格式不正确'));
    }
    request.log.error({ err: safeError(error) }, 'unhandled error');
    return reply.status(500).send(fail(ErrorCode.systemError, '系统繁忙，请稍后再试'));
  });

  // Expired codes, captchas, used partner links and sessions past their absolute lifetime are deleted
  // every hour (and once shortly after start); a failure is logged and retried at the next run.
  const purge = async () => {
    try {
      const removed = await services.auth.purgeExpired();
      app.log.info({ removed }, 'purged expired codes and sessions');
    } catch (error) {
      app.log.error({ err: safeError(error as Error) }, 'purge of expired codes and sessions failed');
    }
  };
  const purgeTimers = [setTimeout(purge, 60_000).unref(), setInterval(purge, PURGE_EVERY_MS).unref()];
  app.addHook('onClose', async () => {
    for (const timer of purgeTimers) clearTimeout(timer);
  });

  // Unpaid orders whose time ran out are closed every minute (and whenever one is read or paid late);
  // the conditional update lets several processes sweep at once.
  let sweepTimer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const closed = await services.orders.expireOverdue(clock());
      if (closed > 0) app.log.info({ closed }, 'closed unpaid orders past their deadline');
      const noShows = await services.orders.closeNoShows(clock());
      if (noShows > 0) app.log.info({ noShows }, 'closed unpaid orders whose exam day passed');
    } catch (error) {
      app.log.error({ err: safeError(error as Error) }, 'closing overdue unpaid orders failed');
    }
  };
  app.addHook('onReady', async () => {
    sweepTimer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweepTimer);
  });

  app.get('/healthz', async () => {
    await database.db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes, { cookieSecure: config.cookieSecure });
      await api.register(usersRoutes);
      await api.register(centresRoutes);
      await api.register(catalogueRoutes);
      await api.register(questionnaireRoutes);
      await api.register(contentRoutes);
      await api.register(wechatRoutes);
      await api.register(dictRoutes);
      await api.register(familyRoutes);
      await api.register(scheduleRoutes);
      await api.register(walletRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentsRoutes);
      await api.register(refundsRoutes);
      await api.register(reportsRoutes);
      await api.register(operatorRoutes);
      await api.register(openApiRoutes, { production: !config.demoMode, version: APP_VERSION });
      // The development windows (SMS outbox, image-code reader, fake WeChat page) exist only in demo mode.
      if (travel) await api.register(devRoutes, { sms, travel });
    },
    { prefix: '/m' },
  );
  if (!config.production) await app.register(referencePageRoutes);

  const hasWeb = existsSync(indexHtml);
  const preloads = hasWeb ? pagePreloads(config.webDist) : new Map<string, string>();
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

  // The home page's largest paint is the platform's first banner, which the app shows only once its
  // scripts ran and the banner list came back. The document of / and /main paints it in the splash
  // instead (same width and aspect ratio), so it shows as soon as the image arrives; React then
  // replaces the splash with the same banner. Made once per banner (the list is read-cached), with
  // its Brotli copy; without a banner, or a splash to replace, the plain index.html goes.
  let homeCache: { url: string; html: string; br: Buffer } | null = null;
  async function homeDocument(): Promise<{ html: string; br: Buffer } | null> {
    try {
      const url = (await services.content.banners(undefined))[0]?.imageUrl;
      if (!url || !/^\/[\w./-]+$/.test(url)) return null;
      if (homeCache?.url !== url) {
        const index = readFileSync(indexHtml, 'utf8');
        if (!BOOT_SPLASH.test(index)) return null;
        const html = index.replace(
          BOOT_SPLASH,
          `<div class="boot-home" role="status"><img src="${url}" alt="" width="750" height="320" fetchpriority="high"><p>加载中....</p></div>`,
        );
        homeCache = { url, html, br: brotliCompressSync(html) };
      }
      return homeCache;
    } catch {
      return null;
    }
  }

  return app;
}

/** A hop count as Fastify's trust function: the nearest `hops` addresses are proxies. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * The path as logged: never the query (it may carry a phone or a token), and a partner-login path
 * (code, phone, signed link) reduced to its prefix.
 */
export function redactPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/platform/login/') ? '/platform/login/[redacted]' : path;
}

/** A database error without its SQL parameters (a phone, a hash): the driver's message and code only. */
function safeError(error: Error & { query?: unknown; params?: unknown; cause?: unknown }) {
  if (error.params === undefined && error.query === undefined) return error;
  const cause = error.cause as { message?: string; code?: string } | undefined;
  return { type: 'DatabaseError', message: cause?.message ?? 'query failed', code: cause?.code };
}
