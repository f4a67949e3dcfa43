import { asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { articles, banners, visitStats } from './schema.ts';

export type BannerRow = typeof banners.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type VisitStatsRow = typeof visitStats.$inferSelect;

/** A centre's own rows plus the platform's; only the platform's when no centre is given. */
const articleScope = (centreId: string | undefined) =>
  centreId ? or(isNull(articles.centreId), eq(articles.centreId, centreId)) : isNull(articles.centreId);

const listFields = {
  id: articles.id,
  title: articles.title,
  source: articles.source,
  picUrl: articles.picUrl,
  linkUrl: articles.linkUrl,
  summary: articles.summary,
  publishTime: articles.publishTime,
};

export const contentRepository = {
  /** `centreId` undefined reads the platform's banners. */
  listBanners: (db: DbOrTx, centreId: string | undefined) =>
    db
      .select()
      .from(banners)
      .where(centreId ? eq(banners.centreId, centreId) : isNull(banners.centreId))
      .orderBy(asc(banners.sort), asc(banners.id)),

  async searchArticles(db: DbOrTx, q: { centreId: string | undefined; limit: number; offset: number }) {
    const where = articleScope(q.centreId);
    const [rows, [total]] = await Promise.all([
      db
        .select(listFields)
        .from(articles)
        .where(where)
        .orderBy(desc(articles.publishTime), desc(articles.id))
        .limit(q.limit)
        .offset(q.offset),
      db.select({ n: count() }).from(articles).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async findArticle(db: DbOrTx, id: number): Promise<ArticleRow | undefined> {
    const [row] = await db.select().from(articles).where(eq(articles.id, id));
    return row;
  },

  /** One statement, so concurrent visits never lose a count; the first visit creates the row. */
  async countVisit(db: DbOrTx, centreId: string): Promise<VisitStatsRow> {
    const [row] = await db
      .insert(visitStats)
      .values({ centreId, visits: 1 })
      .onConflictDoUpdate({ target: visitStats.centreId, set: { visits: sql`${visitStats.visits} + 1` } })
      .returning();
    return row!;
  },

  async upsertBanner(db: DbOrTx, row: typeof banners.$inferInsert) {
    await db.insert(banners).values(row).onConflictDoUpdate({ target: banners.id, set: row });
  },

  async upsertArticle(db: DbOrTx, row: typeof articles.$inferInsert & { id: number }) {
    await db.insert(articles).values(row).onConflictDoUpdate({ target: articles.id, set: row });
  },

  /** Seeded articles carry their own ids; move the sequence past them so a later insert gets a free id. */
  async syncArticleIdSequence(db: DbOrTx) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence('articles', 'id'), greatest((select max(id) from articles), 1))`,
    );
  },
};
