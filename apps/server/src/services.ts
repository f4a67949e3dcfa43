import type { Config, WechatConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { readCacheOf } from './db/read-cache.ts';
import { type AuthService, createAuthService } from './modules/auth/service.ts';
import { type CatalogueService, createCatalogueService } from './modules/catalogue/service.ts';
import { type CentresService, createCentresService } from './modules/centres/service.ts';
import { type ContentService, createContentService } from './modules/content/service.ts';
import { createFamilyService, type FamilyService } from './modules/family/service.ts';
import { createOperatorsService, type OperatorsService } from './modules/operators/service.ts';
import { createOrdersService, type OrdersService } from './modules/orders/service.ts';
import { SandboxProvider } from './modules/payments/provider.ts';
import { createPaymentsService, type PaymentsService } from './modules/payments/service.ts';
import { createQuestionnaireService, type QuestionnaireService } from './modules/questionnaire/service.ts';
import { createRefundsService, type RefundsService } from './modules/refunds/service.ts';
import { createReportsService, type ReportsService } from './modules/reports/service.ts';
import { createScheduleService, type ScheduleService } from './modules/schedule/service.ts';
import { createUsersService, type UsersService } from './modules/users/service.ts';
import { createWalletService, type WalletService } from './modules/wallet/service.ts';
import { FakeWechatClient } from './modules/wechat/fake-wechat-client.ts';
import { createWechatService, type WechatService } from './modules/wechat/service.ts';
import { HttpWechatClient, type WechatClient } from './modules/wechat/wechat-client.ts';
import type { LimitStore } from './security/limit-store.ts';
import { createLoginThrottle } from './security/login-throttle.ts';
import type { SecurityLogger } from './security/security-log.ts';
import type { SmsProvider } from './sms/sms-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
    centres: CentresService;
    catalogue: CatalogueService;
    content: ContentService;
    questionnaire: QuestionnaireService;
    auth: AuthService;
    wechat: WechatService;
    family: FamilyService;
    schedule: ScheduleService;
    wallet: WalletService;
    operators: OperatorsService;
    orders: OrdersService;
    payments: PaymentsService;
    refunds: RefundsService;
    reports: ReportsService;
  }
}

export interface ServiceDeps {
  db: Db;
  config: Config;
  clock: () => Date;
  sms: SmsProvider;
  wechatClient: WechatClient | null;
  limits: LimitStore;
  log: SecurityLogger & { error(details: object, message: string): void };
}

/**
 * Every module's service, each built once with what it depends on. Routes reach them as `app.<area>`;
 * a module that needs another gets that module's service here, never its tables.
 */
export function createServices({ db, config, clock, sms, wechatClient, limits, log }: ServiceDeps) {
  const cache = readCacheOf(db);
  const users = createUsersService({ db, clock });
  const centres = createCentresService({ db, cache });
  const content = createContentService({ db, cache, centres });
  const catalogue = createCatalogueService({ db, cache, centres });
  const questionnaire = createQuestionnaireService({ db, cache, catalogue, centres, clock });
  const throttle = createLoginThrottle(limits, clock, log);
  const auth = createAuthService({ db, config, sms, clock, users, throttle, log });
  const wechat = createWechatService({ wechat: config.wechat, clock, client: wechatClient, log });
  const family = createFamilyService({ db, clock });
  const schedule = createScheduleService({ db, cache, clock, centres, catalogue });
  const wallet = createWalletService({ db, clock, centres });
  const operators = createOperatorsService({ db, clock, throttle, centres });
  const orders = createOrdersService({
    db,
    clock,
    payment: config.payment,
    centres,
    catalogue,
    questionnaire,
    schedule,
    wallet,
  });
  // One provider for payments and their refunds.
  const provider =
    config.payment.provider === 'sandbox' ? new SandboxProvider(config.payment.signingSecret) : null;
  const payments = createPaymentsService({ db, clock, provider, orders, log });
  const refunds = createRefundsService({ db, clock, provider, orders, payments, wallet, schedule, log });
  const reports = createReportsService({ db, clock, users, auth, orders });
  return {
    users,
    centres,
    catalogue,
    content,
    auth,
    wechat,
    family,
    questionnaire,
    schedule,
    wallet,
    operators,
    orders,
    payments,
    refunds,
    reports,
  };
}

/** WeChat's API when the account's secret is configured, the fake when chosen, else none. */
export function wechatClientFor(wechat: WechatConfig): WechatClient | null {
  switch (wechat.client) {
    case 'fake':
      return new FakeWechatClient();
    case 'http':
      return new HttpWechatClient({ appId: wechat.appId, appSecret: wechat.appSecret });
    case 'none':
      return null;
  }
}
