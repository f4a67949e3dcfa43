import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { knowledgeArticles, knowledgeColumns } from './schema.ts';

export type KnowledgeColumnRow = typeof knowledgeColumns.$inferSelect;
export type KnowledgeArticleRow = typeof knowledgeArticles.$inferSelect;

export const knowledgeRepository = {
  /** Every column in its order, with how many articles it holds. */
  listColumns: (db: DbOrTx): Promise<(KnowledgeColumnRow & { articleCount: number })[]> =>
    db
      .select({
        id: knowledgeColumns.id,
        name: knowledgeColumns.name,
        summary: knowledgeColumns.summary,
        indicatorCodes: knowledgeColumns.indicatorCodes,
        sort: knowledgeColumns.sort,
        articleCount: count(knowledgeArticles.id),
      })
      .from(knowledgeColumns)
      .leftJoin(knowledgeArticles, eq(knowledgeArticles.columnId, knowledgeColumns.id))
      .groupBy(knowledgeColumns.id)
      .orderBy(asc(knowledgeColumns.sort), asc(knowledgeColumns.id)),

  async findColumn(db: DbOrTx, id: number): Promise<KnowledgeColumnRow | undefined> {
    const [row] = await db.select().from(knowledgeColumns).where(eq(knowledgeColumns.id, id));
    return row;
  },

  /** A column's articles in its order (then by id, so equal sorts keep one order). */
  articlesOf: (db: DbOrTx, columnId: number): Promise<KnowledgeArticleRow[]> =>
    db
      .select()
      .from(knowledgeArticles)
      .where(eq(knowledgeArticles.columnId, columnId))
      .orderBy(asc(knowledgeArticles.sort), asc(knowledgeArticles.id)),

  /** Every article, each column's in its order: for the links from report values to a column. */
  allArticles: (db: DbOrTx): Promise<KnowledgeArticleRow[]> =>
    db.select().from(knowledgeArticles).orderBy(asc(knowledgeArticles.sort), asc(knowledgeArticles.id)),

  async findArticle(
    db: DbOrTx,
    id: number,
  ): Promise<{ article: KnowledgeArticleRow; columnName: string } | undefined> {
    const [row] = await db
      .select({ article: knowledgeArticles, columnName: knowledgeColumns.name })
      .from(knowledgeArticles)
      .innerJoin(knowledgeColumns, eq(knowledgeColumns.id, knowledgeArticles.columnId))
      .where(eq(knowledgeArticles.id, id));
    return row;
  },

  async upsertColumn(db: DbOrTx, row: typeof knowledgeColumns.$inferInsert): Promise<void> {
    const { id, ...rest } = row;
    await db
      .insert(knowledgeColumns)
      .values(row)
      .onConflictDoUpdate({ target: knowledgeColumns.id, set: rest });
  },

  async upsertArticle(db: DbOrTx, row: typeof knowledgeArticles.$inferInsert): Promise<void> {
    const { id, ...rest } = row;
    await db
      .insert(knowledgeArticles)
      .values(row)
      .onConflictDoUpdate({ target: knowledgeArticles.id, set: rest });
  },
};
