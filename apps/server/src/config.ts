import { createPrivateKey, createPublicKey, createSecretKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NoticeKind } from '@tijian/domain';
import { z } from 'zod';
import { repoRoot } from './paths.ts';
import type { SmsNoticeKind } from './sms/sms-provider.ts';

// npm runs workspace scripts inside the workspace; relative paths the user typed are relative to where they typed them.
const userCwd = process.env.INIT_CWD ?? process.cwd();

const boolFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const envSchema = z.object({
  // Fail closed: a misspelt environment ("prod") is refused rather than treated as "not production".
  NODE_ENV: z
    .enum(['development', 'test', 'production'], {
      error: 'must be development, test or production',
    })
    .default('development'),
  DEMO_MODE: boolFlag,
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().min(1).optional(),
  // Uploaded files (pictures sent in online communication); default: files/ in the data folder.
  FILES_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  CONSOLE_DIST: z.string().default(path.join(repoRoot, 'apps/console/dist')),
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(90),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional(),
  // The job queue (module-system/jobs.ts): what this process does with it, and its timings.
  JOBS: z.enum(['all', 'api', 'worker'], { error: 'must be all, api or worker' }).default('all'),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(86_000).default(300),
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SMS_PROVIDER: z.enum(['outbox', 'aliyun']).optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().default(''),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().default(''),
  ALIYUN_SMS_SIGN_NAME: z.string().default(''),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().default(''),
  // The notices' own approved templates (their parameters: domain notices.ts); empty: that notice is
  // not sent by SMS.
  ALIYUN_SMS_TEMPLATE_EXAM_EVE: z.string().default(''),
  ALIYUN_SMS_TEMPLATE_REPORT_READY: z.string().default(''),
  ALIYUN_SMS_TEMPLATE_RECHECK: z.string().default(''),
  // An HR administrator's reminder to book a company check-up (docs/team.md).
  ALIYUN_SMS_TEMPLATE_TEAM_INVITE: z.string().default(''),
  ALIYUN_SMS_TEMPLATE_WAITLIST_HOLD: z.string().default(''),
  ALIYUN_SMS_ENDPOINT: z
    .string()
    .regex(/^https:\/\/[^/\s]+\/?$/, 'an https:// origin')
    .default('https://dysmsapi.aliyuncs.com'),
  SMS_DAILY_LIMIT_PER_PHONE: z.coerce.number().int().positive().default(10),
  SMS_DAILY_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  WECHAT_APPID: z.string().default(''),
  WECHAT_APP_SECRET: z.string().default(''),
  WECHAT_JSAPI_TICKET: z.string().default(''),
  WECHAT_OAUTH_URL: z
    .string()
    .regex(/^(https?:\/\/[^/\s]+|\/(?![/\\]))\S*$/, 'an http(s) URL, or a path of this site starting with /')
    .default('https://open.weixin.qq.com/connect/oauth2/authorize'),
  WECHAT_FAKE: boolFlag,
  // The official account's subscription-notice templates (订阅通知); empty: that notice goes by SMS only.
  WECHAT_TEMPLATE_EXAM_EVE: z.string().default(''),
  WECHAT_TEMPLATE_REPORT_READY: z.string().default(''),
  WECHAT_TEMPLATE_RECHECK: z.string().default(''),
  WECHAT_TEMPLATE_WAITLIST_HOLD: z.string().default(''),
  PLATFORM_SECRETS: z.string().default(''),
  COOKIE_SECURE: boolFlag,
  TRUST_PROXY: z.string().default(''),
  SEED_DEMO: boolFlag,
  // One provider, or several side by side (wechatpay,alipay): each centre's payment codes choose among them.
  PAYMENT_PROVIDER: z
    .string()
    .regex(
      /^\s*(none|(sandbox|wechatpay|alipay)(\s*,\s*(sandbox|wechatpay|alipay))*)\s*$/,
      'none, or one or more of sandbox, wechatpay, alipay separated by commas',
    )
    .optional(),
  PAYMENT_SIGNING_SECRET: z.string().default(''),
  WECHATPAY_APP_ID: z.string().default(''),
  WECHATPAY_MCH_ID: z.string().default(''),
  WECHATPAY_MCH_SERIAL_NO: z.string().default(''),
  WECHATPAY_PRIVATE_KEY_FILE: z.string().default(''),
  WECHATPAY_API_V3_KEY: z.string().default(''),
  WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: z.string().default(''),
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: z.string().default(''),
  WECHATPAY_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'an http(s):// origin without a path')
    .default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: z.string().default(''),
  ALIPAY_PRIVATE_KEY_FILE: z.string().default(''),
  ALIPAY_PUBLIC_KEY_FILE: z.string().default(''),
  ALIPAY_GATEWAY: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/\S*$/, 'an http(s):// URL, e.g. https://openapi.alipay.com/gateway.do')
    .default('https://openapi.alipay.com/gateway.do'),
  PUBLIC_ORIGIN: z
    .string()
    .regex(/^(https?:\/\/[^/\s]+)?$/, 'an http(s):// origin without a path, e.g. https://tijian.example.com')
    .default(''),
  ORDER_PAY_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  WAITLIST_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
});

export interface Config {
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  /**
   * Where uploaded files are kept (their rows hold only a key): with several server processes, a
   * folder they all share.
   */
  filesDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  webDist: string;
  /** The staff console's build (apps/console's dist), served under /console. */
  consoleDist: string;
  tokenTtlMs: number;
  /** A session ends this long after login however busy it is. */
  sessionMaxMs: number;
  /** Multiplies every per-address request limit (tests and load benches from one address raise it). */
  rateLimitMultiplier: number;
  /** Password hashes computed at once; more wait in line, and a long line is refused. */
  passwordHashConcurrency: number;
  /** Throttling state in Redis (shared by every server process) when set, else in this process's memory. */
  redisUrl: string | undefined;
  jobs: JobsConfig;
  /**
   * Development endpoints (SMS outbox, image-code reader, fake WeChat page), the demo account and
   * the demo partner secret: on only when DEMO_MODE is set, and refused in production.
   */
  demoMode: boolean;
  sms: SmsConfig;
  smsDailyLimitPerPhone: number;
  smsDailyLimitPerAddress: number;
  wechat: WechatConfig;
  /** partner platform code → its HMAC secrets (current first, then the one being retired), for signed login links */
  platformSecrets: Map<string, string[]>;
  cookieSecure: boolean;
  /** Fastify's trustProxy: how many proxy hops, or which proxy addresses, may set X-Forwarded-*. */
  trustProxy: number | string[] | false;
  seedDemo: boolean;
  payment: PaymentConfig;
}

/** The providers a deployment can pay through (PAYMENT_PROVIDER). */
export const PROVIDER_NAMES = ['sandbox', 'wechatpay', 'alipay'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/**
 * Online payment: the sandbox provider (a pay page of our own whose signed callback completes the
 * order), WeChat Pay and/or Alipay side by side, or none (empty), when online payment is off and
 * orders must be paid at the centre.
 */
export interface PaymentConfig {
  /** in the order PAYMENT_PROVIDER names them: the first is offered first */
  providers: ProviderName[];
  /** HMAC key the provider's notifications are signed with */
  signingSecret: string;
  /** an unpaid online order is closed and its places given back after this many minutes */
  payMinutes: number;
  /** a place freed for the first person on a day's waitlist is held this many minutes (docs/waitlist.md) */
  waitlistHoldMinutes: number;
  /** the merchant's settings, with PAYMENT_PROVIDER=wechatpay */
  wechatpay?: WechatPayConfig;
  /** the open-platform app's settings, with PAYMENT_PROVIDER=alipay */
  alipay?: AlipayConfig;
}

/**
 * An Alipay open-platform app (public-key mode, RSA2). The keys are read and parsed at start, so a
 * wrong file stops the server with the variable's name; key objects print as their type only.
 */
export interface AlipayConfig {
  appId: string;
  /** the app's private key: every request is signed with it */
  privateKey: KeyObject;
  /** Alipay's public key (支付宝公钥): its answers and notifications verify with it */
  alipayPublicKey: KeyObject;
  /** the OpenAPI gateway (…/gateway.do) */
  gateway: string;
  /** the https origin users reach, from which the notify address is built */
  publicOrigin: string;
}

/**
 * A WeChat Pay (API v3) direct merchant. The keys are read and parsed at start, so a wrong file stops
 * the server with the variable's name; key objects print as their type only, never their content.
 */
export interface WechatPayConfig {
  /** the app (official account) whose openids pay through JSAPI */
  appId: string;
  mchId: string;
  /** the serial number of the merchant's API certificate */
  serialNo: string;
  privateKey: KeyObject;
  /** the API v3 key (32 characters) that opens notification resources, as a key object that never prints */
  apiV3Key: KeyObject;
  platformPublicKey: KeyObject;
  /** the platform public key's id (PUB_KEY_ID_…), named by WeChat in Wechatpay-Serial */
  platformPublicKeyId: string;
  baseUrl: string;
  /** the https origin users reach, from which the notify addresses are built */
  publicOrigin: string;
}

export interface WechatConfig {
  appId: string;
  appSecret: string;
  jsapiTicket: string;
  /** WeChat's OAuth page; development may point it at /m/dev/wechat/authorize. */
  oauthUrl: string;
  /** Who exchanges OAuth codes for openids: WeChat's API, the development fake, or nobody (no app id). */
  client: 'http' | 'fake' | 'none';
  /** each notice's subscription-notice template; a notice without one goes by SMS */
  subscribeTemplates: Partial<Record<NoticeKind | 'waitlistHold', string>>;
}

export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'aliyun';
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      /** each notice's template; a notice without one is not sent by SMS */
      noticeTemplates: Partial<Record<SmsNoticeKind, string>>;
      endpoint: string;
    };

/**
 * The job queue (pg-boss on the app's database). `role`: `all` sends jobs and works them (one
 * process, `npm start`); `api` only sends them (API processes beside separate workers); `worker`
 * works them, runs the schedules and the queue's upkeep (`dist/worker.js`).
 */
export interface JobsConfig {
  role: 'all' | 'api' | 'worker';
  /** how often an idle worker asks for its queue's next job */
  pollSeconds: number;
  /** a job running longer than this counts as failed (its worker is taken for dead) and is tried again */
  expireSeconds: number;
  /** how often one process looks for such jobs (and archives old ones) */
  maintenanceSeconds: number;
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
  const demoMode = e.DEMO_MODE ?? false;
  if (production && demoMode) {
    throw new ConfigError(
      'DEMO_MODE: the development endpoints, demo account and demo partner secret are never on in production',
    );
  }
  return {
    production,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(userCwd, e.DATA_DIR),
    filesDir: path.resolve(userCwd, e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(userCwd, e.WEB_DIST),
    consoleDist: path.resolve(userCwd, e.CONSOLE_DIST),
    tokenTtlMs: e.TOKEN_TTL_DAYS * 24 * 3600 * 1000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 24 * 3600 * 1000,
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    redisUrl: e.REDIS_URL,
    jobs: {
      role: e.JOBS,
      pollSeconds: e.JOBS_POLL_SECONDS,
      expireSeconds: e.JOBS_EXPIRE_SECONDS,
      maintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS,
    },
    demoMode,
    sms: smsConfig(e, production),
    smsDailyLimitPerPhone: e.SMS_DAILY_LIMIT_PER_PHONE,
    smsDailyLimitPerAddress: e.SMS_DAILY_LIMIT_PER_ADDRESS,
    wechat: wechatConfig(e, production),
    platformSecrets: parsePlatformSecrets(e.PLATFORM_SECRETS, demoMode),
    cookieSecure: e.COOKIE_SECURE ?? production,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemo: e.SEED_DEMO ?? demoMode,
    payment: paymentConfig(e, production),
  };
}

/** Outside production, so the demo can be paid for. */
const DEV_PAYMENT_SECRET = 'dev-sandbox-payment-signing-secret';

function paymentConfig(e: z.infer<typeof envSchema>, production: boolean): PaymentConfig {
  // Fail closed: the sandbox marks orders paid without taking money, so production never falls into it.
  const named = e.PAYMENT_PROVIDER ?? (production ? 'none' : 'sandbox');
  const providers = [
    ...new Set(
      named
        .split(',')
        .map((p) => p.trim())
        .filter((p): p is ProviderName => (PROVIDER_NAMES as readonly string[]).includes(p)),
    ),
  ];
  if (production && providers.includes('sandbox')) {
    throw new ConfigError(
      'PAYMENT_PROVIDER: the sandbox marks orders paid without taking money; it is never on in production',
    );
  }
  // The development secret only ever signs sandbox notifications, which production never accepts.
  const secret = e.PAYMENT_SIGNING_SECRET;
  if (secret !== '' && secret.length < 16) {
    throw new ConfigError('PAYMENT_SIGNING_SECRET: at least 16 characters');
  }
  return {
    providers,
    signingSecret: secret || DEV_PAYMENT_SECRET,
    payMinutes: e.ORDER_PAY_MINUTES,
    waitlistHoldMinutes: e.WAITLIST_HOLD_MINUTES,
    ...(providers.includes('wechatpay') ? { wechatpay: wechatPayConfig(e, production) } : {}),
    ...(providers.includes('alipay') ? { alipay: alipayConfig(e, production) } : {}),
  };
}

const WECHATPAY_REQUIRED = [
  'WECHATPAY_APP_ID',
  'WECHATPAY_MCH_ID',
  'WECHATPAY_MCH_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY_FILE',
  'WECHATPAY_API_V3_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE',
  'WECHATPAY_PLATFORM_PUBLIC_KEY_ID',
  'PUBLIC_ORIGIN',
] as const;

/** Every setting present, both keys readable and of the right kind, or the server does not start. */
function wechatPayConfig(e: z.infer<typeof envSchema>, production: boolean): WechatPayConfig {
  const missing = WECHATPAY_REQUIRED.filter((k) => !e[k]);
  if (missing.length) throw new ConfigError(`PAYMENT_PROVIDER=wechatpay needs ${missing.join(', ')}`);
  const publicOrigin = e.PUBLIC_ORIGIN;
  // WeChat posts notifications only to https addresses; outside production a test emulator may use http.
  if (production && !publicOrigin.startsWith('https://'))
    throw new ConfigError('PUBLIC_ORIGIN: WeChat Pay notifies only https:// addresses');
  // Requests carry the merchant's signature and amounts: in production only over TLS (a local
  // emulator on this machine aside).
  if (production && !/^https:\/\/|^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(e.WECHATPAY_BASE_URL))
    throw new ConfigError('WECHATPAY_BASE_URL: WeChat Pay is reached over https:// in production');
  if (Buffer.byteLength(e.WECHATPAY_API_V3_KEY, 'utf8') !== 32)
    throw new ConfigError(
      'WECHATPAY_API_V3_KEY: the API v3 key is 32 characters (set on the merchant platform)',
    );
  const privateKey = keyFrom('WECHATPAY_PRIVATE_KEY_FILE', e.WECHATPAY_PRIVATE_KEY_FILE, createPrivateKey);
  const platformPublicKey = keyFrom(
    'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE',
    e.WECHATPAY_PLATFORM_PUBLIC_KEY_FILE,
    createPublicKey,
  );
  return {
    appId: e.WECHATPAY_APP_ID,
    mchId: e.WECHATPAY_MCH_ID,
    serialNo: e.WECHATPAY_MCH_SERIAL_NO,
    privateKey,
    apiV3Key: createSecretKey(Buffer.from(e.WECHATPAY_API_V3_KEY, 'utf8')),
    platformPublicKey,
    platformPublicKeyId: e.WECHATPAY_PLATFORM_PUBLIC_KEY_ID,
    baseUrl: e.WECHATPAY_BASE_URL,
    publicOrigin,
  };
}

const ALIPAY_REQUIRED = [
  'ALIPAY_APP_ID',
  'ALIPAY_PRIVATE_KEY_FILE',
  'ALIPAY_PUBLIC_KEY_FILE',
  'PUBLIC_ORIGIN',
] as const;

/** Every setting present, both keys readable and of the right kind, or the server does not start. */
function alipayConfig(e: z.infer<typeof envSchema>, production: boolean): AlipayConfig {
  const missing = ALIPAY_REQUIRED.filter((k) => !e[k]);
  if (missing.length) throw new ConfigError(`PAYMENT_PROVIDER=alipay needs ${missing.join(', ')}`);
  if (production && !e.PUBLIC_ORIGIN.startsWith('https://'))
    throw new ConfigError('PUBLIC_ORIGIN: Alipay notifies https:// addresses in production');
  // Requests carry the app's signature and amounts: in production only over TLS (a local emulator on
  // this machine aside).
  if (production && !/^https:\/\/|^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(e.ALIPAY_GATEWAY))
    throw new ConfigError('ALIPAY_GATEWAY: Alipay is reached over https:// in production');
  return {
    appId: e.ALIPAY_APP_ID,
    privateKey: keyFrom('ALIPAY_PRIVATE_KEY_FILE', e.ALIPAY_PRIVATE_KEY_FILE, createPrivateKey),
    alipayPublicKey: keyFrom('ALIPAY_PUBLIC_KEY_FILE', e.ALIPAY_PUBLIC_KEY_FILE, createPublicKey),
    gateway: e.ALIPAY_GATEWAY,
    publicOrigin: e.PUBLIC_ORIGIN,
  };
}

/**
 * Alipay's key tool saves keys as bare base64 (PKCS#8 private keys, X.509 public keys) and its console
 * shows its public key the same way: such a text is given the PEM lines it lacks.
 */
function asPem(text: string, label: 'PUBLIC KEY' | 'PRIVATE KEY'): string {
  if (text.includes('-----BEGIN')) return text;
  const body = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) return text;
  const lines = body.match(/.{1,64}/g)!.join('\n');
  return `-----BEGIN ${label}-----\n${lines}\n-----END ${label}-----\n`;
}

/** An RSA key from a PEM file (or Alipay's bare base64); the message names the variable, never the file's content. */
function keyFrom(name: string, file: string, parse: (pem: string) => KeyObject): KeyObject {
  let pem: string;
  try {
    pem = readFileSync(path.resolve(userCwd, file), 'utf8');
  } catch {
    throw new ConfigError(`${name}: cannot read ${file}`);
  }
  // createPublicKey would take a private key too (deriving its public half): a private key has no
  // business in the platform key's file, and is refused rather than quietly used.
  if (parse === createPublicKey && pem.includes('PRIVATE KEY'))
    throw new ConfigError(`${name}: ${file} holds a private key; give the provider's public key`);
  let key: KeyObject;
  try {
    key = parse(asPem(pem, parse === createPublicKey ? 'PUBLIC KEY' : 'PRIVATE KEY'));
  } catch {
    throw new ConfigError(`${name}: ${file} holds no PEM key of that kind`);
  }
  if (key.asymmetricKeyType !== 'rsa') throw new ConfigError(`${name}: ${file} is not an RSA key`);
  return key;
}

function wechatConfig(e: z.infer<typeof envSchema>, production: boolean): WechatConfig {
  const fake = e.WECHAT_FAKE ?? false;
  if (fake && production) {
    throw new ConfigError(
      'WECHAT_FAKE: the fake WeChat client is for development and tests, never production',
    );
  }
  if (e.WECHAT_APP_SECRET && !e.WECHAT_APPID) {
    throw new ConfigError('WECHAT_APP_SECRET is set without WECHAT_APPID');
  }
  // An app id sends phones to WeChat's OAuth page; without a way to exchange the code they come back
  // without an openid every time, so the setup is refused at start instead.
  if (e.WECHAT_APPID && !e.WECHAT_APP_SECRET && !fake) {
    throw new ConfigError('WECHAT_APPID needs WECHAT_APP_SECRET (or WECHAT_FAKE=true outside production)');
  }
  return {
    appId: e.WECHAT_APPID,
    appSecret: e.WECHAT_APP_SECRET,
    jsapiTicket: e.WECHAT_JSAPI_TICKET,
    oauthUrl: e.WECHAT_OAUTH_URL,
    client: fake ? 'fake' : e.WECHAT_APPID ? 'http' : 'none',
    subscribeTemplates: {
      ...(e.WECHAT_TEMPLATE_EXAM_EVE ? { examEve: e.WECHAT_TEMPLATE_EXAM_EVE } : {}),
      ...(e.WECHAT_TEMPLATE_REPORT_READY ? { reportReady: e.WECHAT_TEMPLATE_REPORT_READY } : {}),
      ...(e.WECHAT_TEMPLATE_RECHECK ? { recheck: e.WECHAT_TEMPLATE_RECHECK } : {}),
      ...(e.WECHAT_TEMPLATE_WAITLIST_HOLD ? { waitlistHold: e.WECHAT_TEMPLATE_WAITLIST_HOLD } : {}),
    },
  };
}

function parsePlatformSecrets(text: string, demoMode: boolean): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const pair of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = pair.indexOf(':');
    if (at <= 0 || at === pair.length - 1)
      throw new ConfigError(`PLATFORM_SECRETS: "${pair}" is not code:secret`);
    const code = pair.slice(0, at);
    const secret = pair.slice(at + 1);
    if (secret.length < 16 && !demoMode)
      throw new ConfigError(`PLATFORM_SECRETS: the secret of "${code}" is shorter than 16 characters`);
    // A code named twice has two secrets: the new one first, the one being retired second.
    const secrets = map.get(code) ?? [];
    if (secrets.length === 2) throw new ConfigError(`PLATFORM_SECRETS: "${code}" has more than two secrets`);
    map.set(code, [...secrets, secret]);
  }
  // A demo partner so the signed-link login can be tried locally: only when the demo is switched on.
  if (demoMode && map.size === 0) map.set('demo', ['demo-platform-secret']);
  return map;
}

/** A hop count ("1") or proxy addresses/CIDRs ("10.0.0.1,10.0.0.0/8"); "true" (trust anyone) is refused. */
function parseTrustProxy(text: string): number | string[] | false {
  const value = text.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === '1')
    throw new ConfigError(
      'TRUST_PROXY: give the number of proxy hops (e.g. 1) or the proxy addresses, not "true" (that trusts any client)',
    );
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of list) {
    if (
      !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item) &&
      !['loopback', 'linklocal', 'uniquelocal'].includes(item)
    )
      throw new ConfigError(`TRUST_PROXY: "${item}" is neither a hop count nor an address`);
  }
  return list;
}

function smsConfig(e: z.infer<typeof envSchema>, production: boolean): SmsConfig {
  const provider =
    e.SMS_PROVIDER ?? (e.ALIYUN_SMS_ACCESS_KEY_ID ? 'aliyun' : production ? undefined : 'outbox');
  if (provider === undefined || (provider === 'outbox' && production)) {
    throw new ConfigError(
      'SMS_PROVIDER: production needs a real SMS gateway (SMS_PROVIDER=aliyun with ALIYUN_SMS_*); the outbox sends nothing',
    );
  }
  if (provider === 'outbox') return { provider };
  const missing = (
    [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ] as const
  ).filter((k) => !e[k]);
  if (missing.length) throw new ConfigError(`SMS_PROVIDER=aliyun needs ${missing.join(', ')}`);
  return {
    provider,
    accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID,
    accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET,
    signName: e.ALIYUN_SMS_SIGN_NAME,
    templateCode: e.ALIYUN_SMS_TEMPLATE_CODE,
    noticeTemplates: {
      ...(e.ALIYUN_SMS_TEMPLATE_EXAM_EVE ? { examEve: e.ALIYUN_SMS_TEMPLATE_EXAM_EVE } : {}),
      ...(e.ALIYUN_SMS_TEMPLATE_REPORT_READY ? { reportReady: e.ALIYUN_SMS_TEMPLATE_REPORT_READY } : {}),
      ...(e.ALIYUN_SMS_TEMPLATE_RECHECK ? { recheck: e.ALIYUN_SMS_TEMPLATE_RECHECK } : {}),
      ...(e.ALIYUN_SMS_TEMPLATE_TEAM_INVITE ? { teamInvite: e.ALIYUN_SMS_TEMPLATE_TEAM_INVITE } : {}),
      ...(e.ALIYUN_SMS_TEMPLATE_WAITLIST_HOLD ? { waitlistHold: e.ALIYUN_SMS_TEMPLATE_WAITLIST_HOLD } : {}),
    },
    endpoint: e.ALIYUN_SMS_ENDPOINT.replace(/\/$/, ''),
  };
}
