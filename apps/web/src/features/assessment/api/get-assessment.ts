import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessments, call } from '@tijian/client';
import type { assessments as contract } from '@tijian/contract';
import { assessmentKeys } from './assessment-keys.ts';

export type Assessment = contract.Assessment;

export function getAssessment(id: number, signal?: AbortSignal): Promise<Assessment> {
  // An unknown assessment is the page's own message, with a way back.
  return call(assessments.getAssessment, { query: { id } }, { signal, silent: true });
}

export function getAssessmentQueryOptions(id: number) {
  return queryOptions({
    queryKey: assessmentKeys.definition(id),
    queryFn: ({ signal }) => getAssessment(id, signal),
    staleTime: 5 * 60_000,
  });
}

/** The assessment, asked for only when the address names one (`id` null: no request). */
export function useAssessment(id: number | null) {
  return useQuery({ ...getAssessmentQueryOptions(id ?? 0), enabled: id !== null });
}
