import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, questionnaire } from '@tijian/client';
import type { QuestionnaireInstance } from '@tijian/contract';
import { questionnaireKeys } from './questionnaire-keys.ts';

// Spec 7: one of the user's questionnaires with its answers.
export function getQuestionnaireInstance(
  instanceId: string,
  signal?: AbortSignal,
): Promise<QuestionnaireInstance> {
  return call(questionnaire.getQuestionnaireInstance, { query: { instanceId } }, { signal });
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
