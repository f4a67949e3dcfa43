import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Endpoint } from '@tijian/contract';
import { ErrorCode } from '@tijian/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { fail } from '../http/envelope.ts';
import { type SecurityLogger, securityEvent } from './security-log.ts';

/**
 * The sha-256 sources of every inline <style> (or <script> without attributes) of the built page,
 * so the CSP can allow exactly those.
 */
export function inlineHashes(indexHtml: string, tag: 'style' | 'script'): string[] {
  if (!existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/** Requests a minute per client address, by endpoint id; everything else shares the default. */
export const RATE_LIMITS: Record<string, number> = {
  getImageCode: 30,
  sendSmsCode: 10,
  login: 30,
  // Codes to a phone the centre recorded, and their checks, as the login's.
  sendReportClaimCode: 10,
  sendFamilyReportCode: 10,
  claimReports: 30,
  linkFamilyReports: 30,
  partnerLogin: 30,
  changePassword: 20,
  // The staff's password and code steps, and their own password, as the customers'.
  operatorLogin: 30,
  operatorLoginTotp: 30,
  operatorChangePassword: 20,
  devSmsOutbox: 120,
  devImageCode: 120,
};
const DEFAULT_PER_MINUTE = 600;

/**
 * Requests a minute per client address for an endpoint, or null when it is not counted. Public reads
 * (centres, news, the catalogue) come from the read cache and cost less to serve than to count; a
 * per-address cap on them would also turn away a company's staff booking from behind one address.
 * Logins, codes, writes and every signed-in call stay limited.
 */
export function requestsPerMinute(e: Endpoint): number | null {
  if (e.method === 'GET' && !e.auth && !RATE_LIMITS[e.id]) return null;
  return RATE_LIMITS[e.id] ?? DEFAULT_PER_MINUTE;
}

/** Whether a browser says this request comes from the app's own pages. */
function sameOrigin(request: FastifyRequest): boolean | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return true;
  if (typeof site === 'string') return false;
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    try {
      return new URL(origin).host === request.host;
    } catch {
      return false;
    }
  }
  return undefined;
}

/** Sources a page adds to the site's CSP (the staff console: its style nonce, WebAssembly). */
export interface CspAdditions {
  scripts?: readonly string[];
  styles?: readonly string[];
}

/**
 * The site's Content-Security-Policy for the page whose inline elements are in `indexHtml`:
 * scripts and styles from this site only, plus what a page adds.
 */
export function contentSecurityPolicy(indexHtml: string, add: CspAdditions = {}): string {
  const csp = {
    'default-src': ["'self'"],
    // WeChat's JS-SDK is the one outside script.
    // index.html's start script (it starts a page the server painted) is the one inline script.
    'script-src': [
      "'self'",
      'https://res.wx.qq.com',
      ...inlineHashes(indexHtml, 'script'),
      ...(add.scripts ?? []),
    ],
    'style-src': ["'self'", ...inlineHashes(indexHtml, 'style'), ...(add.styles ?? [])],
    // Banner and article images may live on another host.
    'img-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(csp)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/**
 * The headers @fastify/helmet would send, with this app's CSP, made once: helmet runs its middleware
 * chain on every answer and cost the hot reads more than half their throughput (city list 18k → 42k
 * req/s without it on the bench), for headers that never change.
 */
export function securityHeaders(opts: Pick<HttpSecurityOptions, 'production' | 'indexHtml'>) {
  return {
    'content-security-policy': contentSecurityPolicy(opts.indexHtml),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(opts.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the CSRF rule applies to a call: it changes state (and logout, a GET). */
export const refusesCrossSite = (method: string, url: string) =>
  STATE_CHANGING.has(method) || url.startsWith('/m/wx/logout.json');

export interface HttpSecurityOptions {
  production: boolean;
  rateLimitMultiplier: number;
  indexHtml: string;
  redis: Redis | undefined;
  log: SecurityLogger;
}

/**
 * Headers (CSP, nosniff, no-referrer, frame-ancestors, HSTS in production), no-store on the API,
 * the CSRF rule, and per-address request limits.
 */
export const httpSecurity = fp(async (app: FastifyInstance, opts: HttpSecurityOptions) => {
  const headers = securityHeaders(opts);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/m/')) return;
    // Every API answer may carry personal data (a profile, a token, a code): no cache keeps a copy.
    reply.header('cache-control', 'no-store');
    // CSRF: a call that changes state (and logout, a GET) counts only with the token in a header
    // (a page of another site cannot set one) or when the browser says it comes from this site.
    if (!refusesCrossSite(request.method, request.url)) return;
    if (request.headers.token || request.headers._token || request.headers['x-operator-token']) return;
    const same = sameOrigin(request);
    // No Origin and no Sec-Fetch-Site: not a browser (a partner's server, curl); with the token cookie
    // alone it is refused, since an old browser might omit both.
    if (same === true || (same === undefined && !request.cookies.token)) return;
    securityEvent(opts.log, 'limit.hit', { address: request.ip, reason: 'cross-site request refused' });
    return reply.status(403).send(fail(ErrorCode.paramInvalid, '请求来源不正确，请在本站页面内操作'));
  });

  app.addHook('onRoute', (route) => {
    const e = route.config?.endpoint;
    if (e && requestsPerMinute(e) === null) route.config = { ...route.config, rateLimit: false };
  });

  await app.register(fastifyRateLimit, {
    global: true,
    timeWindow: 60_000,
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'tijian:rate:' } : {}),
    max: (request) => {
      const e = request.routeOptions.config?.endpoint;
      return ((e && requestsPerMinute(e)) || DEFAULT_PER_MINUTE) * opts.rateLimitMultiplier;
    },
    // The app's own files and pages (outside /m, read only) are not counted: a first load is some
    // fifty files, so a few phones behind one office address would be turned away from the page
    // itself, and serving a precompressed file costs less than counting it.
    allowList: (request) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.routeOptions.config?.endpoint &&
      !request.url.startsWith('/m/'),
    keyGenerator: (request) => {
      const id = request.routeOptions.config?.endpoint?.id;
      return id && RATE_LIMITS[id] ? `${id}:${request.ip}` : request.ip;
    },
    // The limit store failing (Redis down) refuses the request rather than waving it through.
    skipOnError: false,
    onExceeded: (request) => {
      securityEvent(opts.log, 'limit.hit', {
        address: request.ip,
        reason: request.routeOptions.config?.endpoint?.id ?? request.routeOptions.url ?? 'request',
      });
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      ...fail(ErrorCode.tooMany, `请求过于频繁，请${Math.max(1, Math.ceil(context.ttl / 1000))}秒后再试`),
    }),
  });
});
