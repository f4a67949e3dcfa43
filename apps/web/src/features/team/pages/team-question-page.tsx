import type { ExamineeProfile } from '@tijian/domain';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import {
  clearQuestionnaireDraft,
  loadQuestionnaireForm,
  useQuestionnaire,
  useSubmitQuestionnaire,
} from '@/features/questionnaire/index.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import type { TeamOrderRules } from '../api/get-team-order-rules.ts';
import { MemberGate } from '../components/member-gate.tsx';
import { TeamExamineeGate } from '../components/team-examinee-gate.tsx';
import { useTeamDraft } from '../store.ts';
import '../components/team.css';

// The questionnaire's steps, as the health card's assessment shows them, fetched on first use.
const QuestionnaireForm = lazy(loadQuestionnaireForm);

/** /team/question/:bus 问卷: the health questionnaire at the place's centre; submitted → its recommendations. */
export function TeamQuestionPage() {
  return (
    <MemberGate>
      {(rules) => (
        <TeamExamineeGate>
          {(examinee) => <TeamQuestion rules={rules} examinee={examinee} />}
        </TeamExamineeGate>
      )}
    </MemberGate>
  );
}

function TeamQuestion({ rules, examinee }: { rules: TeamOrderRules; examinee: ExamineeProfile }) {
  const navigate = useNavigate();
  const definition = useQuestionnaire('physical', examinee, rules.sysCenterId);
  const submit = useSubmitQuestionnaire();
  const familyMemberId = useTeamDraft((s) => s.familyMemberId);
  const name = useTeamDraft((s) => s.familyName) ?? undefined;
  // The answers so far survive a reload, per place and per person taking it, until they are sent.
  const draftKey = `team:${rules.id}:${familyMemberId ?? 'self'}`;
  return (
    <QueryView query={definition}>
      {(questionnaire) => (
        <Suspense fallback={<LoadingBlock />}>
          <QuestionnaireForm
            questionnaire={questionnaire}
            examinee={examinee}
            submitting={submit.isPending}
            draftKey={draftKey}
            onSubmit={(answers) =>
              submit.mutate(
                {
                  businessCode: 'physical',
                  sysCenterId: rules.sysCenterId,
                  name,
                  sexCode: examinee.sexCode,
                  marriageCode: examinee.marryStateCode,
                  age: examinee.age,
                  answers,
                },
                {
                  onSuccess: ({ instanceId }) => {
                    clearQuestionnaireDraft(draftKey);
                    navigate(`/team/questionDetails/${encodeURIComponent(instanceId)}/${rules.id}`, {
                      replace: true,
                    });
                  },
                },
              )
            }
          />
        </Suspense>
      )}
    </QueryView>
  );
}
