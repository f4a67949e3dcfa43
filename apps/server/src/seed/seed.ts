import { shanghaiDate } from '@tijian/domain';
import type { Db } from '../db/client.ts';
import { invalidateReads } from '../db/read-cache.ts';
import { catalogueRepository } from '../modules/catalogue/repository.ts';
import { centresRepository } from '../modules/centres/repository.ts';
import { contentRepository } from '../modules/content/repository.ts';
import { createUsersService } from '../modules/users/service.ts';
import { seedAssessmentResults } from './assessments-data.ts';
import { demoCatalogues } from './catalogue-data.ts';
import { demoCentres, demoCities } from './centres-data.ts';
import { seedCommunication } from './communication-data.ts';
import { seedConsultServices, seedDemoConsults } from './consult-data.ts';
import { demoArticles, demoBanners } from './content-data.ts';
import { seedHealthCardProducts, seedHealthCards } from './health-cards-data.ts';
import { seedKnowledge } from './knowledge-data.ts';
import { seedOperators } from './operator-data.ts';
import { seedQuestionnaires } from './questionnaire-data.ts';
import { seedRecords } from './records-data.ts';
import { seedReports } from './report-data.ts';
import { seedSchedule } from './schedule-data.ts';
import { seedSpecialPackages } from './special-packages-data.ts';
import { seedTeam } from './team-data.ts';
import { seedServices, seedWallet } from './wallet-data.ts';

/** A demo account so password login can be tried at once (see README). */
export const DEMO_USER = { mobilePhone: '13800138000', password: 'demo1234', callName: '张先生' };

/** Loads the demo data; safe to run on every start (upserts, never duplicates). */
export async function seedDemoData(
  db: Db,
  opts: {
    demoAccount?: boolean;
    /** the seed day (YYYY-MM-DD, Shanghai) the calendar and the wallet count from; default today */
    today?: string;
  } = {},
): Promise<void> {
  const today = opts.today ?? shanghaiDate(new Date());
  await db.transaction(async (tx) => {
    for (const city of demoCities) await centresRepository.upsertCity(tx, city);
    for (const centre of demoCentres) await centresRepository.upsertCentre(tx, centre);
    for (const catalogue of demoCatalogues) await catalogueRepository.upsertCentreCatalogue(tx, catalogue);
    for (const banner of demoBanners) await contentRepository.upsertBanner(tx, banner);
    for (const article of demoArticles) await contentRepository.upsertArticle(tx, article);
    await contentRepository.syncArticleIdSequence(tx);
    await seedQuestionnaires(tx);
    await seedHealthCardProducts(tx);
    await seedSpecialPackages(tx);
    await seedKnowledge(tx);
    await seedConsultServices(tx, today);
    await seedSchedule(tx, today);
    await seedServices(tx, today);
  });
  invalidateReads(db);
  // The demo account (a known password) only in demo mode, never in production.
  if (opts.demoAccount === false) return;
  // The demo account goes through the users module like any account; its own later changes are kept.
  const users = createUsersService({ db, clock: () => new Date() });
  const userId = await users.ensureByPhone(DEMO_USER.mobilePhone);
  const profile = await users.profile(userId);
  if (!profile.hasPassword) {
    await users.changePassword(userId, { newPassword: DEMO_USER.password });
    if (!profile.callName) await users.updateProfile(userId, { callName: DEMO_USER.callName });
  }
  await seedReports(db, userId);
  // After the reports: the wallet's spent coupon names the past check-up they booked.
  await seedWallet(db, userId, today);
  await seedHealthCards(db, userId, today);
  await seedRecords(db, userId);
  await seedDemoConsults(db, userId, today);
  await seedAssessmentResults(db, userId, today);
  await seedOperators(db);
  // After the reports and the operators: company check-ups with their HR administrators.
  await seedTeam(db, userId, today);
  // After the reports: a reading asked about the 2023 one.
  await seedCommunication(db, userId);
}
