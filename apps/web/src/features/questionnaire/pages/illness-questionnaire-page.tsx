import type { BusinessCode } from '@tijian/contract';
import { type ExamineeProfile, isSpecificCentre } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { continueBooking, useExamineeDraft } from '@/features/draft/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { NotFoundPage } from '@/shared/ui/not-found-page.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { useQuestionnaire } from '../api/get-questionnaire.ts';
import { getSurveyStatus } from '../api/get-survey-status.ts';
import { useSubmitQuestionnaire } from '../api/submit-questionnaire.ts';
import { ExamineeGate } from '../components/examinee-gate.tsx';
import { QuestionnaireForm } from '../components/questionnaire-form.tsx';
import { reportPath } from '../paths.ts';
import { moreCopy as text } from '../questionnaire-copy.ts';
import './questionnaire.css';

/** The questionnaires this screen asks: the sport questionnaire and the epidemiological survey. */
const ASKED: readonly BusinessCode[] = ['sport', 'epidemic'];

type Outcome = { kind: 'refused'; message: string; phone: string } | { kind: 'done' };

/**
 * /illnessQuestionnaire/:id/:instanceId/:source — a questionnaire by business code (:id), new when
 * :instanceId is 0, else that instance's report. The epidemiological survey of centres 00-7 and 00-62
 * goes on with the booking under way (:source as the examinee form had it) when the answers show no
 * risk, and refuses it with the centre's phone when they do (isGzbd, judged by the server).
 */
export function IllnessQuestionnairePage() {
  const { id = '', instanceId = '' } = useParams();
  const businessCode = ASKED.find((code) => code === id);
  if (!businessCode || !/^\d+$/.test(instanceId)) return <NotFoundPage />;
  // An answered one reads as its report.
  if (instanceId !== '0') return <Navigate to={reportPath(instanceId)} replace />;
  return <AboutWhom businessCode={businessCode} />;
}

/**
 * The survey is about the booking's examinee, whom the examinee form kept before sending the person
 * here; the sport questionnaire (and a survey opened on its own) about the booking's or the profile's.
 */
function AboutWhom({ businessCode }: { businessCode: BusinessCode }) {
  const drafted = useExamineeDraft((s) => s.examinee);
  const kept = businessCode === 'epidemic' ? drafted : null;
  if (kept) {
    const who = { sexCode: kept.sexCode, marryStateCode: kept.marryStateCode, age: kept.age };
    return <NewQuestionnaire businessCode={businessCode} examinee={who} name={kept.callName} />;
  }
  return (
    <ExamineeGate>
      {(examinee) => <NewQuestionnaire businessCode={businessCode} examinee={examinee} name={undefined} />}
    </ExamineeGate>
  );
}

function NewQuestionnaire({
  businessCode,
  examinee: who,
  name,
}: {
  businessCode: BusinessCode;
  examinee: ExamineeProfile;
  name: string | undefined;
}) {
  const { source = 'personal' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sid = useSessionStore((s) => s.sid);
  const sysCenterId = search.get('sysCenterId') ?? sid;
  const definition = useQuestionnaire(businessCode, who, sysCenterId);
  const submit = useSubmitQuestionnaire();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [checking, setChecking] = useState(false);

  if (outcome?.kind === 'refused') {
    return (
      <StatusPage title={text.refusedTitle} description={outcome.message}>
        {outcome.phone ? (
          <Button color="primary" onClick={() => window.location.assign(`tel:${outcome.phone}`)}>
            {text.call(outcome.phone)}
          </Button>
        ) : null}
        <Button onClick={() => navigate('/main')}>{text.toHome}</Button>
      </StatusPage>
    );
  }
  if (outcome?.kind === 'done') {
    return (
      <StatusPage title={text.surveyDone} description={text.surveyDoneHint}>
        <Button color="primary" onClick={() => navigate('/main')}>
          {text.toHome}
        </Button>
      </StatusPage>
    );
  }
  const afterSurvey = async () => {
    setChecking(true);
    try {
      const status = await getSurveyStatus({ sysCenterId, name });
      if (status.isGzbd === 1) {
        setOutcome({ kind: 'refused', message: status.message ?? '', phone: status.phone });
        return;
      }
      const go = (to: string) => navigate(to, { replace: true });
      // Sent by the examinee form (a name kept): on with the booking; opened on its own: done.
      if (name === undefined || !continueBooking(go, { source, sysCenterId })) setOutcome({ kind: 'done' });
    } catch {
      // The HTTP layer has said why; the person may submit again.
    } finally {
      setChecking(false);
    }
  };

  return (
    <QueryView query={definition}>
      {(questionnaire) => (
        <QuestionnaireForm
          questionnaire={questionnaire}
          examinee={who}
          submitting={submit.isPending || checking}
          onSubmit={(answers) =>
            submit.mutate(
              {
                businessCode,
                sysCenterId: isSpecificCentre(sysCenterId) ? sysCenterId : undefined,
                name,
                sexCode: who.sexCode,
                marriageCode: who.marryStateCode,
                age: who.age,
                answers,
              },
              {
                onSuccess: ({ instanceId }) => {
                  if (businessCode === 'epidemic') void afterSurvey();
                  else navigate(reportPath(String(instanceId)), { replace: true });
                },
              },
            )
          }
        />
      )}
    </QueryView>
  );
}
