import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// npm runs workspace scripts inside the workspace; relative paths the user typed are relative to where they typed them.
const userCwd = process.env.INIT_CWD ?? process.cwd();

const boolFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  SMS_DAILY_LIMIT_PER_PHONE: z.coerce.number().int().positive().default(10),
  SMS_DAILY_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  WECHAT_APPID: z.string().default(''),
  WECHAT_JSAPI_TICKET: z.string().default(''),
  PLATFORM_SECRETS: z.string().default(''),
  COOKIE_SECURE: boolFlag,
  TRUST_PROXY: boolFlag,
  SEED_DEMO: boolFlag,
});

export interface Config {
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  webDist: string;
  tokenTtlMs: number;
  smsDailyLimitPerPhone: number;
  smsDailyLimitPerAddress: number;
  wechat: { appId: string; jsapiTicket: string };
  /** partner platform code → HMAC secret, for signed login links */
  platformSecrets: Map<string, string>;
  cookieSecure: boolean;
  trustProxy: boolean;
  seedDemo: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    production,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(userCwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(userCwd, e.WEB_DIST),
    tokenTtlMs: e.TOKEN_TTL_DAYS * 24 * 3600 * 1000,
    smsDailyLimitPerPhone: e.SMS_DAILY_LIMIT_PER_PHONE,
    smsDailyLimitPerAddress: e.SMS_DAILY_LIMIT_PER_ADDRESS,
    wechat: { appId: e.WECHAT_APPID, jsapiTicket: e.WECHAT_JSAPI_TICKET },
    platformSecrets: parsePlatformSecrets(e.PLATFORM_SECRETS, production),
    cookieSecure: e.COOKIE_SECURE ?? production,
    trustProxy: e.TRUST_PROXY ?? false,
    seedDemo: e.SEED_DEMO ?? !production,
  };
}

function parsePlatformSecrets(text: string, production: boolean): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = pair.indexOf(':');
    if (at <= 0 || at === pair.length - 1)
      throw new ConfigError(`PLATFORM_SECRETS: "${pair}" is not code:secret`);
    map.set(pair.slice(0, at), pair.slice(at + 1));
  }
  // A demo partner so the signed-link login can be tried locally; never in production.
  if (!production && map.size === 0) map.set('demo', 'demo-platform-secret');
  return map;
}
