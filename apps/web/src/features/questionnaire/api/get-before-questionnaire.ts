import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, questionnaire } from '@tijian/client';
import type { BusinessCode, InstanceSummary } from '@tijian/contract';
import type { ExamineeProfile } from '@tijian/domain';
import { questionnaireKeys } from './questionnaire-keys.ts';

export type BeforeQuestionnaire = { instance: InstanceSummary } | null;

// Spec 7 "GET previous questionnaire": data null, or data.instance.id of the one filled in before.
// `name`: the examinee's name when booking through the examinee form, so another person's answers are
// not offered.
export function getBeforeQuestionnaire(
  type: BusinessCode,
  examinee: ExamineeProfile,
  name: string | undefined,
  signal?: AbortSignal,
): Promise<BeforeQuestionnaire> {
  return call(
    questionnaire.getBeforeQuestionnaire,
    { query: { type, marriageCode: examinee.marryStateCode, sexCode: examinee.sexCode, name } },
    { signal },
  );
}

export function getBeforeQuestionnaireQueryOptions(
  type: BusinessCode,
  examinee: ExamineeProfile,
  name: string | undefined,
) {
  const { sexCode, marryStateCode } = examinee;
  return queryOptions({
    queryKey: questionnaireKeys.before({ type, sexCode, marryStateCode, name }),
    queryFn: ({ signal }) => getBeforeQuestionnaire(type, examinee, name, signal),
  });
}

export function useBeforeQuestionnaire(
  type: BusinessCode,
  examinee: ExamineeProfile,
  name: string | undefined,
  enabled = true,
) {
  return useQuery({ ...getBeforeQuestionnaireQueryOptions(type, examinee, name), enabled });
}
