import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import type { Endpoint } from '@tijian/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { travellingClock } from './dev-clock.ts';
import { checkAnswersAgainstContract } from './http/contract-check.ts';
import { answerError } from './http/error-handler.ts';
import { requestContext } from './http/request-context.ts';
import { createContext } from './module-system/context.ts';
import type { ServerModule } from './module-system/define-module.ts';
import { installModules } from './module-system/install.ts';
import { DurableJobs, type JobQueue, type JobsTuning } from './module-system/jobs.ts';
import { serverModules } from './modules/index.ts';
import { setHashConcurrency } from './modules/users/password.ts';
import type { WechatClient } from './modules/wechat/wechat-client.ts';
import { httpSecurity } from './security/http-security.ts';
import { type LimitStore, MemoryLimitStore, RedisLimitStore } from './security/limit-store.ts';
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
  /** The modules the app is made of; by default every module of the list (modules/index.ts). */
  modules?: readonly ServerModule[];
  /** Tests: the job queue's schedule clocks shortened. */
  jobsTuning?: JobsTuning;
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
    /** The durable job queue: `app.jobs.send(queue, data, options)` (module-system/jobs.ts). */
    jobs: JobQueue;
  }
}

const MAX_BODY_BYTES = 1024 * 1024;

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

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(requestContext, { cookieSecure: config.cookieSecure });
  await app.register(httpSecurity, {
    production: config.production,
    rateLimitMultiplier: config.rateLimitMultiplier,
    indexHtml: path.join(config.webDist, 'index.html'),
    redis: limits instanceof RedisLimitStore ? limits.redis : undefined,
    log: app.log,
  });
  app.setErrorHandler(answerError);

  app.get('/healthz', async () => {
    await database.db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });

  const jobs = new DurableJobs(database.jobStore, config.jobs, app.log, opts.jobsTuning);
  app.decorate('jobs', jobs);
  const context = createContext({
    db: database.db,
    jobs,
    config,
    clock,
    travel,
    sms,
    wechatClient: opts.wechatClient,
    limits,
    log: app.log,
  });
  await installModules(app, opts.modules ?? serverModules, context, jobs);
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
