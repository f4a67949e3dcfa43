import { call, questionnaire } from '@tijian/client';
import type { SurveyStatus } from '@tijian/contract';

export type { SurveyStatus };

/** The survey gate of centres 00-7 and 00-62 for the session user (and the examinee named). */
export function getSurveyStatus(
  query: { sysCenterId: string; name?: string | undefined },
  signal?: AbortSignal,
): Promise<SurveyStatus> {
  return call(questionnaire.getSurveyStatus, { query }, { signal });
}
