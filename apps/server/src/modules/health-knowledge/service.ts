import type { knowledge as contract } from '@tijian/contract';
import { isKnowledgeKind, KnowledgeMessages, leadArticle } from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { notFound } from '../../http/app-error.ts';
import { type KnowledgeArticleRow, knowledgeRepository as repo } from './repository.ts';

type Kind = contract.KnowledgeSummary['mIndex'];

// A row whose kind the schema cannot hold back (an edit outside the app) is read as a disease article
// rather than failing the whole column on its way to the wire.
const kindOf = (row: KnowledgeArticleRow): Kind => (isKnowledgeKind(row.mIndex) ? row.mIndex : 0);

const toSummary = (row: KnowledgeArticleRow): contract.KnowledgeSummary => ({
  id: row.id,
  name: row.name,
  mIndex: kindOf(row),
});

export interface HealthKnowledgeDeps {
  db: Db;
  /** Knowledge is the same for everyone and changes rarely: through the short-lived read cache. */
  cache: ReadCache;
}

/** Disease columns and their health knowledge articles, read by anyone. */
export function createHealthKnowledgeService({ db, cache }: HealthKnowledgeDeps) {
  return {
    columns(): Promise<contract.DiseaseColumnList> {
      return cache.read('knowledge:columns', async () => ({
        list: (await repo.listColumns(db)).map((row) => ({
          id: row.id,
          name: row.name,
          summary: row.summary,
          articleCount: row.articleCount,
        })),
      }));
    },

    column(id: number): Promise<contract.DiseaseColumn> {
      return cache.read(`knowledge:column:${id}`, async () => {
        const row = await repo.findColumn(db, id);
        if (!row) throw notFound(KnowledgeMessages.columnNotFound);
        const articles = await repo.articlesOf(db, id);
        return {
          id: row.id,
          name: row.name,
          summary: row.summary,
          articleCount: articles.length,
          articles: articles.map(toSummary),
        };
      });
    },

    article(id: number): Promise<contract.Knowledge> {
      return cache.read(`knowledge:article:${id}`, async () => {
        const found = await repo.findArticle(db, id);
        if (!found) throw notFound(KnowledgeMessages.knowledgeNotFound);
        const { article, columnName } = found;
        return {
          ...toSummary(article),
          columnId: article.columnId,
          columnName,
          survey: article.survey,
          cause: article.cause,
          suggestion: article.suggestion,
        };
      });
    },

    /**
     * Report value → the article it links to: each column's lead article (its first disease article)
     * for every indicator code the column names. For the reports module, which shows the link by a value.
     */
    indicatorLinks(): Promise<ReadonlyMap<string, number>> {
      return cache.read('knowledge:indicator-links', async () => {
        const [columns, articles] = await Promise.all([repo.listColumns(db), repo.allArticles(db)]);
        const links = new Map<string, number>();
        for (const column of columns) {
          const lead = leadArticle(articles.filter((a) => a.columnId === column.id));
          if (!lead) continue;
          for (const code of column.indicatorCodes) if (!links.has(code)) links.set(code, lead.id);
        }
        return links;
      });
    },
  };
}

export type HealthKnowledgeService = ReturnType<typeof createHealthKnowledgeService>;
