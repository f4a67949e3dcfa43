import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyInputOf, call, type DataOf, questionnaire } from '@tijian/client';
import { questionnaireKeys } from './questionnaire-keys.ts';

export type SubmitQuestionnaire = BodyInputOf<typeof questionnaire.submitQuestionnaire>;

// Submits the answers; answers with the new instance id.
export function submitQuestionnaire(
  body: SubmitQuestionnaire,
): Promise<DataOf<typeof questionnaire.submitQuestionnaire>> {
  return call(questionnaire.submitQuestionnaire, { body });
}

export function useSubmitQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuestionnaire,
    // The previous-questionnaire check now finds this one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.before({}).slice(0, 2) }),
  });
}
