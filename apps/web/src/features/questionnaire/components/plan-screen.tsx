import type { PersonalPlan } from '@tijian/contract';
import {
  conditionsFromAnswers,
  type ExamCondition,
  type ExamineeProfile,
  isSpecificCentre,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { useBookingDraft } from '@/features/draft/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { usePlan } from '../api/get-plan.ts';
import { useQuestionnaireInstance } from '../api/get-questionnaire-instance.ts';
import * as copy from '../copy.ts';
import { reportPath, sportPath } from '../paths.ts';
import { moreCopy as text } from '../questionnaire-copy.ts';
import { PlanView } from './plan-view.tsx';

/** The confirm page of a questionnaire's plan: /appointment/confirm/customize/:instanceId. */
export const customizeConfirmPath = (instanceId: string) =>
  `/appointment/confirm/customize/${encodeURIComponent(instanceId)}`;

/**
 * Starts the customize booking with the plan's groups (the confirm page starts its plan from all of
 * them) and the pre-exam conditions the questionnaire declared, and goes on to the confirm page.
 */
export function startPlanBooking(
  navigate: (to: string) => void,
  {
    sysCenterId,
    instanceId,
    plan,
    conditions = [],
  }: { sysCenterId: string; instanceId: string; plan: PersonalPlan; conditions?: ExamCondition[] },
): void {
  const { basePackagePros, rulePackagePros, lastRulePackagePros, thoroughRulePackagePros } = plan;
  useBookingDraft.getState().start({
    sysCenterId,
    type: 'customize',
    instanceId,
    recommendations: { basePackagePros, rulePackagePros, lastRulePackagePros, thoroughRulePackagePros },
  });
  const draft = useBookingDraft.getState();
  draft.setConditions(draft.conditions, conditions);
  navigate(customizeConfirmPath(instanceId));
}

/** The plan of a questionnaire at the current centre, for this examinee. */
export function PlanScreen({ instanceId, examinee }: { instanceId: string; examinee: ExamineeProfile }) {
  const navigate = useNavigate();
  const sid = useSessionStore((s) => s.sid);
  if (!isSpecificCentre(sid)) {
    return (
      <StatusPage title={copy.questionnaire.noCentre} description={copy.questionnaire.noCentreHint}>
        <Button color="primary" onClick={() => navigate('/entrance')}>
          {copy.questionnaire.toEntrance}
        </Button>
      </StatusPage>
    );
  }
  return <CentrePlan instanceId={instanceId} examinee={examinee} sysCenterId={sid} />;
}

function CentrePlan({
  instanceId,
  examinee,
  sysCenterId,
}: {
  instanceId: string;
  examinee: ExamineeProfile;
  sysCenterId: string;
}) {
  const navigate = useNavigate();
  const plan = usePlan({ instanceId, sysCenterId, examinee });
  // The answers say what to declare before the exam (pregnant, pacemaker…) on the confirm page.
  const instance = useQuestionnaireInstance(instanceId);
  return (
    <QueryView queries={[plan, instance]}>
      {(planned, { questionnaire, answers }) => {
        const conditions = conditionsFromAnswers(questionnaire, answers, examinee.sexCode);
        return (
          <PlanView
            plan={planned}
            onConfirm={() =>
              startPlanBooking(navigate, { sysCenterId, instanceId, plan: planned, conditions })
            }
          >
            <nav className="qn-plan-links" aria-label={text.moreLabel}>
              <Button size="small" fill="outline" onClick={() => navigate(reportPath(instanceId))}>
                {text.viewReport}
              </Button>
              <Button size="small" fill="outline" color="primary" onClick={() => navigate(sportPath('plan'))}>
                {text.sportEntry}
              </Button>
            </nav>
          </PlanView>
        );
      }}
    </QueryView>
  );
}
