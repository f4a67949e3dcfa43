import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessments, call } from '@tijian/client';
import type { assessments as contract } from '@tijian/contract';
import { assessmentKeys } from './assessment-keys.ts';

export type AssessmentResultSummary = contract.AssessmentResultSummary;

/** The account's results of one assessment (itself and its family members), newest first. */
export async function getAssessmentHistory(
  id: number,
  signal?: AbortSignal,
): Promise<AssessmentResultSummary[]> {
  return (await call(assessments.listAssessmentResults, { query: { id } }, { signal, silent: true })).list;
}

export function getAssessmentHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: assessmentKeys.history(id),
    queryFn: ({ signal }) => getAssessmentHistory(id, signal),
  });
}

export function useAssessmentHistory(id: number | null) {
  return useQuery({ ...getAssessmentHistoryQueryOptions(id ?? 0), enabled: id !== null });
}
