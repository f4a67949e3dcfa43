import type { QuestionnaireInstance } from '@tijian/contract';
import {
  conditionsFromAnswers,
  EXAM_CONDITION_LABELS,
  type ExamineeProfile,
  isSpecificCentre,
  LEVEL_ORDER,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router';
import { useBookingDraft } from '@/features/draft/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { useBeforeQuestionnaire } from '../api/get-before-questionnaire.ts';
import { usePlan } from '../api/get-plan.ts';
import { useQuestionnaireInstance } from '../api/get-questionnaire-instance.ts';
import { AnswerSteps } from '../components/answer-steps.tsx';
import { ExamineeGate } from '../components/examinee-gate.tsx';
import { startPlanBooking } from '../components/plan-screen.tsx';
import * as copy from '../copy.ts';
import { moreCopy as text } from '../questionnaire-copy.ts';
import './questionnaire.css';

/**
 * /questionnaireReport — a questionnaire read back: who it is about, every answer by step, what it
 * declares before the exam and, for the health questionnaire, the plan it leads to. ?instanceId names
 * one; without it, the examinee's newest health questionnaire.
 */
export function QuestionnaireReportPage() {
  const [search] = useSearchParams();
  const instanceId = search.get('instanceId');
  if (instanceId && /^\d+$/.test(instanceId)) return <Report instanceId={instanceId} />;
  return <ExamineeGate>{(examinee) => <LatestReport examinee={examinee} />}</ExamineeGate>;
}

function LatestReport({ examinee }: { examinee: ExamineeProfile }) {
  const navigate = useNavigate();
  const latest = useBeforeQuestionnaire('physical', examinee, undefined);
  return (
    <QueryView query={latest}>
      {(found) =>
        found ? (
          <Report instanceId={String(found.instance.id)} />
        ) : (
          <StatusPage title={text.reportNone} description={text.reportNoneHint}>
            <Button color="primary" onClick={() => navigate('/registerInfo/personal')}>
              {text.fillNow}
            </Button>
          </StatusPage>
        )
      }
    </QueryView>
  );
}

function Report({ instanceId }: { instanceId: string }) {
  const instance = useQuestionnaireInstance(instanceId);
  return <QueryView query={instance}>{(data) => <ReportView instance={data} />}</QueryView>;
}

function ReportView({ instance }: { instance: QuestionnaireInstance }) {
  const { questionnaire, answers, instance: summary } = instance;
  const examinee: ExamineeProfile = {
    sexCode: summary.sexCode,
    marryStateCode: summary.marriageCode,
    age: summary.age,
  };
  const conditions = conditionsFromAnswers(questionnaire, answers, summary.sexCode);
  return (
    <div className="qn-details qn-report">
      <header className="qn-details-head">
        <h2 className="qn-plan-title">
          {text.reportTitle(summary.name ? `${summary.name}的${questionnaire.name}` : questionnaire.name)}
        </h2>
        <p className="qn-plan-intro">
          {text.examinee(text.sex[summary.sexCode], summary.age, text.marriage[summary.marriageCode])}
        </p>
        <p className="qn-plan-intro">{copy.questionnaire.filledAt(summary.createdAt.slice(0, 10))}</p>
      </header>
      <AnswerSteps questionnaire={questionnaire} answers={answers} />
      {summary.businessCode === 'physical' ? (
        <>
          <section className="qn-level" aria-label={text.conditionsTitle}>
            <h3 className="qn-level-title">{text.conditionsTitle}</h3>
            {conditions.length === 0 ? (
              <p className="qn-plan-intro">{text.conditionsNone}</p>
            ) : (
              <ul className="qn-items">
                {conditions.map((c) => (
                  <li key={c} className="qn-item">
                    {EXAM_CONDITION_LABELS[c]}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ReportPlan instance={instance} examinee={examinee} conditions={conditions} />
        </>
      ) : null}
    </div>
  );
}

/** The plan the answers lead to at the questionnaire's centre (or the current one). */
function ReportPlan({
  instance,
  examinee,
  conditions,
}: {
  instance: QuestionnaireInstance;
  examinee: ExamineeProfile;
  conditions: ReturnType<typeof conditionsFromAnswers>;
}) {
  const sid = useSessionStore((s) => s.sid);
  const sysCenterId = isSpecificCentre(instance.instance.sysCenterId) ? instance.instance.sysCenterId : sid;
  if (!isSpecificCentre(sysCenterId)) {
    return (
      <section className="qn-level" aria-label={text.planTitle}>
        <h3 className="qn-level-title">{text.planTitle}</h3>
        <p className="qn-plan-intro">{text.planNeedsCentre}</p>
      </section>
    );
  }
  return (
    <CentrePlanSummary
      instance={instance}
      examinee={examinee}
      sysCenterId={sysCenterId}
      conditions={conditions}
    />
  );
}

function CentrePlanSummary({
  instance,
  examinee,
  sysCenterId,
  conditions,
}: {
  instance: QuestionnaireInstance;
  examinee: ExamineeProfile;
  sysCenterId: string;
  conditions: ReturnType<typeof conditionsFromAnswers>;
}) {
  const navigate = useNavigate();
  const instanceId = String(instance.instance.id);
  const plan = usePlan({ instanceId, sysCenterId, examinee });
  return (
    <QueryView query={plan}>
      {(planned) => (
        <section className="qn-level" aria-label={text.planTitle}>
          <h3 className="qn-level-title">{text.planTitle}</h3>
          {planned.items.length === 0 ? (
            <p className="qn-plan-intro">{copy.questionnaire.emptyPlan}</p>
          ) : null}
          {LEVEL_ORDER.map((level) => {
            const items = planned.items.filter((i) => i.level === level);
            if (items.length === 0) return null;
            return (
              <dl key={level} className="qn-answers" aria-label={copy.questionnaire.levels[level]}>
                {items.map((item) => (
                  <div key={item.projectId} className="qn-answer">
                    <dt>
                      {item.item}（{copy.questionnaire.levels[level]}）
                    </dt>
                    <dd>{item.reasons.join('；')}</dd>
                  </div>
                ))}
              </dl>
            );
          })}
          <footer className="qn-footer">
            <Button
              className="qn-footer-button"
              color="primary"
              disabled={planned.items.length === 0}
              onClick={() => {
                // The booking's examinee is the one the questionnaire is about.
                useBookingDraft.getState().setExaminee(examinee);
                startPlanBooking(navigate, { sysCenterId, instanceId, plan: planned, conditions });
              }}
            >
              {text.bookPlan}
            </Button>
          </footer>
        </section>
      )}
    </QueryView>
  );
}
