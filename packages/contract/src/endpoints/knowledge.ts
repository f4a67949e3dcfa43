// The knowledge area of the API (issue 22): disease columns (专病专栏) and their health knowledge
// articles (健康科普, spec 3 "Knowledge": name, survey, cause, suggestion, mIndex). Public reads, like
// the news: anyone may read about a condition before logging in. The spec names only
// /assess-service/v1/knowledge/getKnowledgeById; the column reads sit beside it in the same style.
import { KnowledgeMessages, MAX_KNOWLEDGE_ID } from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { wholeNumber } from '../fields.ts';

/** 0 疾病, 1 症状, 2 基础介绍 */
export const knowledgeKind = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** An article as a column lists it: enough to choose one. */
export const knowledgeSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  mIndex: knowledgeKind,
});

export const knowledge = knowledgeSummary.extend({
  /** the disease column it belongs to */
  columnId: z.number().int(),
  columnName: z.string(),
  /** 概述 */
  survey: z.string(),
  /** 病因, or a symptom's common causes */
  cause: z.string(),
  /** 建议 */
  suggestion: z.string(),
});

export const diseaseColumnSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  /** one line about the condition */
  summary: z.string(),
  articleCount: z.number().int(),
});

export const diseaseColumn = diseaseColumnSummary.extend({
  /** in the column's order; the page groups them by kind */
  articles: z.array(knowledgeSummary),
});

export const listDiseaseColumns = endpoint({
  id: 'listDiseaseColumns',
  method: 'GET',
  path: '/assess-service/v1/knowledge/column/list',
  tag: 'knowledge',
  summary: '专病专栏：常见疾病的列表（按专栏排序），附文章数',
  data: z.object({ list: z.array(diseaseColumnSummary) }),
});

export const getDiseaseColumn = endpoint({
  id: 'getDiseaseColumn',
  method: 'GET',
  path: '/assess-service/v1/knowledge/column/detail',
  tag: 'knowledge',
  summary: '一个疾病专栏及其健康科普文章（疾病、症状、基础介绍）；未知的专栏答“未找到”',
  query: z.object({ id: wholeNumber(KnowledgeMessages.columnIdInvalid, 1, MAX_KNOWLEDGE_ID) }),
  data: diseaseColumn,
});

export const getKnowledgeById = endpoint({
  id: 'getKnowledgeById',
  method: 'GET',
  path: '/assess-service/v1/knowledge/getKnowledgeById',
  tag: 'knowledge',
  summary: '一篇健康科普：概述、病因、建议，及其类别（疾病、症状、基础介绍）与所属专栏；未知的编号答“未找到”',
  query: z.object({ id: wholeNumber(KnowledgeMessages.knowledgeIdInvalid, 1, MAX_KNOWLEDGE_ID) }),
  data: knowledge,
});

export type Knowledge = DataOf<typeof getKnowledgeById>;
export type KnowledgeSummary = z.output<typeof knowledgeSummary>;
export type DiseaseColumn = DataOf<typeof getDiseaseColumn>;
export type DiseaseColumnSummary = z.output<typeof diseaseColumnSummary>;
export type DiseaseColumnList = DataOf<typeof listDiseaseColumns>;
