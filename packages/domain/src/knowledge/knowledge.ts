// Health knowledge (健康科普, spec 3 "Knowledge"): articles of a disease column, each of one kind by
// its mIndex. The kinds decide how a page groups the articles and how the popup words its headings.

/** 0 疾病, 1 症状, 2 基础介绍: the spec's mIndex. */
export const KNOWLEDGE_KINDS = [0, 1, 2] as const;
export type KnowledgeKind = (typeof KNOWLEDGE_KINDS)[number];

export const isKnowledgeKind = (value: number): value is KnowledgeKind =>
  (KNOWLEDGE_KINDS as readonly number[]).includes(value);

/** The messages a knowledge call answers with; shared by the server and the pages that read it. */
export const KnowledgeMessages = {
  knowledgeIdInvalid: '健康科普编号不正确',
  columnIdInvalid: '疾病专栏编号不正确',
  knowledgeNotFound: '未找到该健康科普',
  columnNotFound: '未找到该疾病专栏',
  /** the popup's text when an item or a value links to no article (spec 2 screen 14) */
  empty: '无健康科普知识',
} as const;

/** The largest id a knowledge article or column may have: a PostgreSQL integer. */
export const MAX_KNOWLEDGE_ID = 2_147_483_647;

export interface KnowledgeGroup<T> {
  kind: KnowledgeKind;
  articles: T[];
}

/**
 * A column's articles by kind, in the kinds' order (疾病, 症状, 基础介绍), each keeping the order it
 * was given; a kind without an article is left out, so a page shows no empty heading.
 */
export function groupByKind<T extends { mIndex: number }>(articles: readonly T[]): KnowledgeGroup<T>[] {
  return KNOWLEDGE_KINDS.map((kind) => ({
    kind,
    articles: articles.filter((a) => a.mIndex === kind),
  })).filter((group) => group.articles.length > 0);
}

/**
 * The article a link to a whole column opens (a report value that belongs to 高血压): its first
 * disease article, else its first article of any kind; undefined for a column without articles.
 */
export function leadArticle<T extends { mIndex: number }>(articles: readonly T[]): T | undefined {
  return groupByKind(articles)[0]?.articles[0];
}
