import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireInstance } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { questionnaireKeys } from './questionnaire-keys.ts';

// Spec 7: one of the user's questionnaires with its answers.
export function getQuestionnaireInstance(
  instanceId: string,
  signal?: AbortSignal,
): Promise<QuestionnaireInstance> {
  return request<QuestionnaireInstance>('/individuation-service/conclusion/getQuestionnaire', {
    query: { instanceId },
    signal,
  });
}

export function getQuestionnaireInstanceQueryOptions(instanceId: string) {
  return queryOptions({
    queryKey: questionnaireKeys.instance(instanceId),
    queryFn: ({ signal }) => getQuestionnaireInstance(instanceId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useQuestionnaireInstance(instanceId: string) {
  return useQuery(getQuestionnaireInstanceQueryOptions(instanceId));
}
