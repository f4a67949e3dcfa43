import type { Db } from '../db/client.ts';
import { invalidateReads } from '../db/read-cache.ts';
import { hashPassword } from '../modules/auth/crypto.ts';
import { centresRepository } from '../modules/centres/repository.ts';
import { contentRepository } from '../modules/content/repository.ts';
import { usersService } from '../modules/users/service.ts';
import { demoCentres, demoCities } from './centres-data.ts';
import { demoArticles, demoBanners, demoVisitStats } from './content-data.ts';

/** A demo account so password login can be tried at once (see README). */
export const DEMO_USER = { mobilePhone: '13800138000', password: 'demo1234', callName: '张先生' };

/** Loads the demo data; safe to run on every start (upserts, never duplicates). */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const city of demoCities) await centresRepository.upsertCity(tx, city);
    for (const centre of demoCentres) await centresRepository.upsertCentre(tx, centre);
    for (const banner of demoBanners) await contentRepository.upsertBanner(tx, banner);
    for (const article of demoArticles) await contentRepository.upsertArticle(tx, article);
    await contentRepository.syncArticleIdSequence(tx);
    for (const stats of demoVisitStats) await contentRepository.insertVisitStatsIfMissing(tx, stats);
  });
  invalidateReads(db);
  const existing = await usersService.findByPhone(db, DEMO_USER.mobilePhone);
  if (!existing?.passwordHash) {
    const user = await usersService.upsertByPhone(db, DEMO_USER.mobilePhone);
    await usersService.setPasswordHash(db, user.id, await hashPassword(DEMO_USER.password));
    if (!existing?.callName) await usersService.updateProfile(db, user.id, { callName: DEMO_USER.callName });
  }
}
