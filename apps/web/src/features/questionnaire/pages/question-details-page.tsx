import Button from 'antd-mobile/es/components/button';
import { useNavigate, useParams } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { useQuestionnaireInstance } from '../api/get-questionnaire-instance.ts';
import { AnswerSteps } from '../components/answer-steps.tsx';
import * as copy from '../copy.ts';
import { FRESH } from './questionnaire-page.tsx';
import './questionnaire.css';

/** /questionDetails/:source/:instanceId — the previous questionnaire's answers: use them, or fill in again. */
export function QuestionDetailsPage() {
  const { source = 'personal', instanceId = '' } = useParams();
  const navigate = useNavigate();
  const instance = useQuestionnaireInstance(instanceId);
  const src = encodeURIComponent(source);
  return (
    <QueryView query={instance}>
      {({ questionnaire, answers, instance: summary }) => (
        <div className="qn-details">
          <header className="qn-details-head">
            <h2 className="qn-plan-title">{copy.questionnaire.previousTitle}</h2>
            <p className="qn-plan-intro">{copy.questionnaire.previousHint}</p>
            <p className="qn-plan-intro">{copy.questionnaire.filledAt(summary.createdAt.slice(0, 10))}</p>
          </header>
          <AnswerSteps questionnaire={questionnaire} answers={answers} />
          <footer className="qn-footer">
            <Button
              className="qn-footer-button"
              onClick={() => navigate(`/physicalQuestionnaire/${src}?${FRESH}=1`)}
            >
              {copy.questionnaire.refill}
            </Button>
            <Button
              className="qn-footer-button"
              color="primary"
              onClick={() => navigate(`/physicalExamination/${encodeURIComponent(instanceId)}/${src}`)}
            >
              {copy.questionnaire.useThis}
            </Button>
          </footer>
        </div>
      )}
    </QueryView>
  );
}
