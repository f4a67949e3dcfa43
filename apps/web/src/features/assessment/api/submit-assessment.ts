import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessments, type BodyInputOf, call } from '@tijian/client';
import { assessmentKeys } from './assessment-keys.ts';

export type SubmitAssessmentInput = BodyInputOf<typeof assessments.submitAssessment>;

/** Scores and keeps the answers; the server says what is wrong (a toast) and nothing is kept then. */
export function submitAssessment(body: SubmitAssessmentInput): Promise<{ resultId: number }> {
  return call(assessments.submitAssessment, { body });
}

export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.results() }),
  });
}
