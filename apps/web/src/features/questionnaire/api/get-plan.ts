import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, questionnaire } from '@tijian/client';
import type { PersonalPlan } from '@tijian/contract';
import type { ExamineeProfile } from '@tijian/domain';
import { questionnaireKeys } from './questionnaire-keys.ts';

export interface PlanQuery {
  instanceId: string;
  sysCenterId: string;
  examinee: ExamineeProfile;
}

// Spec 7 checkAgo: the personalised plan of a questionnaire at a centre, with each item's reasons.
export function getPlan(
  { instanceId, sysCenterId, examinee }: PlanQuery,
  signal?: AbortSignal,
): Promise<PersonalPlan> {
  return call(
    questionnaire.getPlan,
    {
      query: {
        aqInstanceId: instanceId,
        sysCenterId,
        marryStateCode: examinee.marryStateCode,
        age: examinee.age,
        sexCode: examinee.sexCode,
      },
    },
    { signal },
  );
}

export function getPlanQueryOptions(q: PlanQuery) {
  return queryOptions({
    queryKey: questionnaireKeys.plan({ instanceId: q.instanceId, sysCenterId: q.sysCenterId, ...q.examinee }),
    queryFn: ({ signal }) => getPlan(q, signal),
  });
}

export function usePlan(q: PlanQuery) {
  return useQuery(getPlanQueryOptions(q));
}
