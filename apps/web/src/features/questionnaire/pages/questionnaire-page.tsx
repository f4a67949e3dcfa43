import type { ExamineeProfile } from '@tijian/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useBookingDraft, useExamineeDraft } from '@/features/draft/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { useBeforeQuestionnaire } from '../api/get-before-questionnaire.ts';
import { useQuestionnaire } from '../api/get-questionnaire.ts';
import { useSubmitQuestionnaire } from '../api/submit-questionnaire.ts';
import { ExamineeGate } from '../components/examinee-gate.tsx';
import { QuestionnaireForm } from '../components/questionnaire-form.tsx';
import './questionnaire.css';

/** The examinee's name when the booking came through the examinee form (booking for someone else too). */
function useExamineeName(): string | undefined {
  const drafted = useBookingDraft((s) => s.examinee !== null);
  const name = useExamineeDraft((s) => s.examinee?.callName);
  return drafted && name ? name : undefined;
}

/** ?fresh=1: 重新填写 chosen on the previous questionnaire, so it is not offered again. */
export const FRESH = 'fresh';

/**
 * /physicalQuestionnaire/:source — the health questionnaire. First the previous one is looked for
 * (spec 4 "Booking flow": data.instance.id → /questionDetails), then the steps; submitted → the plan.
 */
export function QuestionnairePage() {
  return <ExamineeGate>{(examinee) => <Questionnaire examinee={examinee} />}</ExamineeGate>;
}

function Questionnaire({ examinee }: { examinee: ExamineeProfile }) {
  const { source = 'personal' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const fresh = search.get(FRESH) === '1';
  // Decided once: a questionnaire submitted from this page must not send it to its own details.
  const [showForm, setShowForm] = useState(fresh);
  const name = useExamineeName();
  const before = useBeforeQuestionnaire('physical', examinee, name, !showForm);
  const previousId = before.data?.instance.id;

  useEffect(() => {
    if (showForm || !before.isSuccess) return;
    if (previousId === undefined) setShowForm(true);
    else navigate(`/questionDetails/${encodeURIComponent(source)}/${previousId}`, { replace: true });
  }, [showForm, before.isSuccess, previousId, navigate, source]);

  if (showForm) return <QuestionnaireSteps examinee={examinee} source={source} />;
  // Once it is known whether an earlier questionnaire exists, the effect above moves on.
  return <QueryView query={before}>{() => <LoadingBlock />}</QueryView>;
}

function QuestionnaireSteps({ examinee, source }: { examinee: ExamineeProfile; source: string }) {
  const navigate = useNavigate();
  const sid = useSessionStore((s) => s.sid);
  const definition = useQuestionnaire('physical', examinee, sid);
  const submit = useSubmitQuestionnaire();
  const name = useExamineeName();
  return (
    <QueryView query={definition}>
      {(questionnaire) => (
        <QuestionnaireForm
          questionnaire={questionnaire}
          examinee={examinee}
          submitting={submit.isPending}
          onSubmit={(answers) =>
            submit.mutate(
              {
                businessCode: 'physical',
                sysCenterId: sid,
                name,
                sexCode: examinee.sexCode,
                marriageCode: examinee.marryStateCode,
                age: examinee.age,
                answers,
              },
              {
                onSuccess: ({ instanceId }) =>
                  navigate(`/physicalExamination/${instanceId}/${encodeURIComponent(source)}`, {
                    replace: true,
                  }),
              },
            )
          }
        />
      )}
    </QueryView>
  );
}
