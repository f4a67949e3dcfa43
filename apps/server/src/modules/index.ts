import type { ServicesOf } from '../module-system/define-module.ts';
import { assessmentsModule } from './assessments/module.ts';
import { authModule } from './auth/module.ts';
import { catalogueModule } from './catalogue/module.ts';
import { centresModule } from './centres/module.ts';
import { communicationModule } from './communication/module.ts';
import { consoleAppModule } from './console-app/module.ts';
import { consultModule } from './consult/module.ts';
import { contentModule } from './content/module.ts';
import { devModule } from './dev/module.ts';
import { dictModule } from './dict/module.ts';
import { docsModule } from './docs/module.ts';
import { examDayModule } from './exam-day/module.ts';
import { familyModule } from './family/module.ts';
import { healthCardsModule } from './health-cards/module.ts';
import { healthKnowledgeModule } from './health-knowledge/module.ts';
import { invoicesModule } from './invoices/module.ts';
import { noticesModule } from './notices/module.ts';
import { operatorsModule } from './operators/module.ts';
import { ordersModule } from './orders/module.ts';
import { parentConsentsModule } from './parent-consents/module.ts';
import { paymentsModule } from './payments/module.ts';
import { personalCentreModule } from './personal-centre/module.ts';
import { purchasesModule } from './purchases/module.ts';
import { questionnaireModule } from './questionnaire/module.ts';
import { recheckModule } from './recheck/module.ts';
import { reconciliationModule } from './reconciliation/module.ts';
import { recordsModule } from './records/module.ts';
import { refundsModule } from './refunds/module.ts';
import { reportsModule } from './reports/module.ts';
import { scheduleModule } from './schedule/module.ts';
import { specialPackagesModule } from './special-packages/module.ts';
import { teamModule } from './team/module.ts';
import { usersModule } from './users/module.ts';
import { waitlistModule } from './waitlist/module.ts';
import { walletModule } from './wallet/module.ts';
import { webAppModule } from './web-app/module.ts';
import { wechatModule } from './wechat/module.ts';

/**
 * Every module of the server, the one list the app is built from (module-system/install.ts): their
 * services (built in dependency order, whatever the order here), routes, pages and jobs.
 */
export const serverModules = [
  usersModule,
  centresModule,
  contentModule,
  catalogueModule,
  questionnaireModule,
  authModule,
  wechatModule,
  familyModule,
  parentConsentsModule,
  dictModule,
  scheduleModule,
  walletModule,
  personalCentreModule,
  operatorsModule,
  ordersModule,
  examDayModule,
  purchasesModule,
  paymentsModule,
  refundsModule,
  reconciliationModule,
  reportsModule,
  recheckModule,
  noticesModule,
  healthCardsModule,
  healthKnowledgeModule,
  communicationModule,
  consultModule,
  assessmentsModule,
  specialPackagesModule,
  teamModule,
  waitlistModule,
  recordsModule,
  invoicesModule,
  docsModule,
  devModule,
  consoleAppModule,
  webAppModule,
] as const;

/** Each module's service by its name, as the app carries them: `app.orders`, `app.schedule`… */
export type Services = ServicesOf<typeof serverModules>;

declare module 'fastify' {
  interface FastifyInstance extends Services {}
}
