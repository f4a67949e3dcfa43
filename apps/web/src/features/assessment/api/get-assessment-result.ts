import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessments, call } from '@tijian/client';
import type { assessments as contract } from '@tijian/contract';
import { assessmentKeys } from './assessment-keys.ts';

export type AssessmentResult = contract.AssessmentResult;

export function getAssessmentResult(id: number, signal?: AbortSignal): Promise<AssessmentResult> {
  // Another account's result and a missing one read the same: the page says it is not there.
  return call(assessments.getAssessmentResult, { query: { id } }, { signal, silent: true });
}

export function getAssessmentResultQueryOptions(id: number) {
  return queryOptions({
    queryKey: assessmentKeys.result(id),
    queryFn: ({ signal }) => getAssessmentResult(id, signal),
  });
}

export function useAssessmentResult(id: number | null) {
  return useQuery({ ...getAssessmentResultQueryOptions(id ?? 0), enabled: id !== null });
}
