import type { SurveyStatus } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';

export type { SurveyStatus };

/** The survey gate of centres 00-7 and 00-62 for the session user (and the examinee named). */
export function getSurveyStatus(
  query: { sysCenterId: string; name?: string | undefined },
  signal?: AbortSignal,
): Promise<SurveyStatus> {
  return request<SurveyStatus>('/individuation-service/survey/status', { query, signal });
}
