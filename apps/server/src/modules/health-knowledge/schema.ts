import type { KnowledgeKind } from '@tijian/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Disease columns (专病专栏): one common condition each (高血压, 糖尿病…), the platform's reading, the
 * same at every centre (a centre's columnFlag only decides whether it shows the entry).
 */
export const knowledgeColumns = pgTable('knowledge_columns', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  summary: text('summary').notNull().default(''),
  /**
   * The report values the condition is read from (the domain's indicator codes: SBP, GLU…): a report
   * row of one of them links to the column's lead article.
   */
  indicatorCodes: text('indicator_codes').array().notNull().default(sql`'{}'::text[]`),
  sort: integer('sort').notNull().default(0),
});

/** Health knowledge articles (健康科普, spec 3 "Knowledge"), each in one column. */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: integer('id').primaryKey(),
    columnId: integer('column_id')
      .notNull()
      .references(() => knowledgeColumns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 概述 */
    survey: text('survey').notNull(),
    /** 病因 (a symptom's common causes) */
    cause: text('cause').notNull(),
    /** 建议 */
    suggestion: text('suggestion').notNull(),
    /** 0 疾病, 1 症状, 2 基础介绍 */
    mIndex: integer('m_index').$type<KnowledgeKind>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('knowledge_articles_column_idx').on(t.columnId)],
);
