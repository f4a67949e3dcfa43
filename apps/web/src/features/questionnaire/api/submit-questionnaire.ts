import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyInputOf, questionnaire } from '@tijian/contract';
import { request } from '@/shared/http/index.ts';
import { questionnaireKeys } from './questionnaire-keys.ts';

export type SubmitQuestionnaire = BodyInputOf<typeof questionnaire.submitQuestionnaire>;

// Submits the answers; answers with the new instance id.
export function submitQuestionnaire(body: SubmitQuestionnaire): Promise<{ instanceId: number }> {
  return request<{ instanceId: number }>('/wx/2/individuation/questionnaireInstance.json', {
    method: 'POST',
    body,
  });
}

export function useSubmitQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuestionnaire,
    // The previous-questionnaire check now finds this one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.before({}).slice(0, 2) }),
  });
}
