import type { FastifyBaseLogger } from 'fastify';
import type { Config, WechatConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type ReadCache, readCacheOf } from '../db/read-cache.ts';
import type { TravellingClock } from '../dev-clock.ts';
import { type PaymentProviders, providersFor } from '../modules/payments/providers.ts';
import { FakeWechatClient } from '../modules/wechat/fake-wechat-client.ts';
import { HttpWechatClient, type WechatClient } from '../modules/wechat/wechat-client.ts';
import type { LimitStore } from '../security/limit-store.ts';
import { createLoginThrottle, type LoginThrottle } from '../security/login-throttle.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import type { JobQueue } from './jobs.ts';

/**
 * What the server gives every module: the database, the configuration, the clock and the outside
 * services (SMS, WeChat, the payment providers) and the job queue, each made once. A module's service factory receives
 * these beside the services of the modules it needs.
 */
export interface ServerContext {
  db: Db;
  config: Config;
  /** Everything reads time here; in demo mode /m/dev/clock moves it. */
  clock: () => Date;
  /** How /m/dev/clock moves the clock: demo mode only, else null. */
  travel: TravellingClock | null;
  /** The 30-second read-through cache of reference reads, per database. */
  cache: ReadCache;
  sms: SmsProvider;
  wechatClient: WechatClient | null;
  limits: LimitStore;
  /** Guess counting for logins, shared by customers' and staff's. */
  throttle: LoginThrottle;
  /** Durable jobs: `jobs.send(queue, data, { startAfter })` for a task a worker runs later (jobs.ts). */
  jobs: JobQueue;
  /** The providers payments and their refunds go through, by name; empty when online payment is off. */
  paymentProviders: PaymentProviders;
  log: FastifyBaseLogger;
}

export type ContextInput = Omit<ServerContext, 'cache' | 'throttle' | 'paymentProviders' | 'wechatClient'> & {
  /** Who exchanges WeChat OAuth codes; by default the one the configuration names. */
  wechatClient?: WechatClient | null;
};

export function createContext(input: ContextInput): ServerContext {
  return {
    ...input,
    wechatClient:
      input.wechatClient === undefined ? wechatClientFor(input.config.wechat) : input.wechatClient,
    cache: readCacheOf(input.db),
    throttle: createLoginThrottle(input.limits, input.clock, input.log),
    paymentProviders: providersFor(input.config.payment),
  };
}

/** WeChat's API when the account's secret is configured, the fake when chosen, else none. */
function wechatClientFor(wechat: WechatConfig): WechatClient | null {
  switch (wechat.client) {
    case 'fake':
      return new FakeWechatClient();
    case 'http':
      return new HttpWechatClient({ appId: wechat.appId, appSecret: wechat.appSecret });
    case 'none':
      return null;
  }
}
