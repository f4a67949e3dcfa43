import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, questionnaire } from '@tijian/client';
import type { BusinessCode, QuestionnaireDefinition } from '@tijian/contract';
import type { ExamineeProfile } from '@tijian/domain';
import { questionnaireKeys } from './questionnaire-keys.ts';

// Spec 7: the questionnaire's definition for an examinee (business code, centre, marriage, age, sex).
export function getQuestionnaire(
  businessCode: BusinessCode,
  examinee: ExamineeProfile,
  sysCenterId: string,
  signal?: AbortSignal,
): Promise<QuestionnaireDefinition> {
  return call(
    questionnaire.getQuestionnaire,
    {
      query: {
        businessCode,
        sysCenterId,
        marriageCode: examinee.marryStateCode,
        age: examinee.age,
        sexCode: examinee.sexCode,
      },
    },
    { signal },
  );
}

export function getQuestionnaireQueryOptions(
  businessCode: BusinessCode,
  examinee: ExamineeProfile,
  sysCenterId: string,
) {
  return queryOptions({
    queryKey: questionnaireKeys.definition(businessCode, examinee.sexCode),
    queryFn: ({ signal }) => getQuestionnaire(businessCode, examinee, sysCenterId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useQuestionnaire(businessCode: BusinessCode, examinee: ExamineeProfile, sysCenterId: string) {
  return useQuery(getQuestionnaireQueryOptions(businessCode, examinee, sysCenterId));
}
