import { MAX_ASSESSMENT_ID } from '@tijian/domain';

// The addresses of the assessment screens (see docs/assessments.md). Every :id and :source names the
// assessment, whose id is its disease column's for a column's assessment; result/:source names a result.
// A column's flow keeps the spec's "new/" addresses; a topical questionnaire's the others.

/** A whole number from 1 (an assessment or a result id), or null: anything else is no page. */
export function idParam(value: string | null | undefined, max = MAX_ASSESSMENT_ID): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= max ? id : null;
}

export const MAX_RESULT_ID = 2_147_483_647;

export interface Flow {
  /** the assessment's id */
  id: number;
  /** true: a disease column's assessment (the "new/" addresses) */
  column: boolean;
}

export const registerPath = ({ id, column }: Flow) =>
  column ? `/specialDisease/new/register/${id}` : `/specialDisease/register/${id}`;
export const questionPath = ({ id, column }: Flow) =>
  column ? `/specialDisease/new/question/${id}` : `/specialDisease/question/${id}`;
export const resultPath = (resultId: number) => `/specialDisease/result/${resultId}`;
/** knowledgeId 0: reached from no article (a result, a topical questionnaire) */
export const historyPath = (id: number, knowledgeId = 0) =>
  `/specialDisease/history/assess/${id}/${knowledgeId}`;
export const startPath = (id: number, knowledgeId = 0) => `/specialDisease/start/assess/${id}/${knowledgeId}`;
