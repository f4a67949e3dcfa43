import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { type Assessment, useAssessment } from '../api/get-assessment.ts';
import { AssessmentMissing } from '../components/assessment-missing.tsx';
import * as copy from '../copy.ts';
import { flowOf } from '../flow.ts';
import { historyPath, idParam, registerPath } from '../paths.ts';
import './assessment.css';

/**
 * /specialDisease/start/assess/:id/:knowledgeId (a disease column's assessment, reached from its
 * column or an article) and /specialQuestion/:id (a topical questionnaire): what the assessment
 * estimates, how long it takes, its levels, and 开始评估 / 评估记录.
 */
export function StartPage() {
  const params = useParams();
  const id = idParam(params.id);
  const knowledgeId = idParam(params.knowledgeId) ?? 0;
  const assessment = useAssessment(id);
  const missing = <AssessmentMissing title={copy.start.notFound} />;
  if (id === null) return missing;
  return (
    <QueryView query={assessment} notFound={missing}>
      {(data) => <StartView assessment={data} knowledgeId={knowledgeId} />}
    </QueryView>
  );
}

function StartView({ assessment, knowledgeId }: { assessment: Assessment; knowledgeId: number }) {
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <section className="as-page" aria-labelledby={headingId}>
      <div className="as-block">
        <h2 id={headingId} className="as-title">
          {assessment.name}
        </h2>
        <p className="as-text">{assessment.intro}</p>
        <p className="as-weak">{copy.start.questions(assessment.questionCount)}</p>
        <p className="as-weak">
          {copy.start.levels}
          {assessment.levels.map((l) => (
            <span key={l.code} className={`as-level as-level-${l.code}`}>
              {l.name}
            </span>
          ))}
        </p>
      </div>
      <div className="as-actions">
        <Button block color="primary" size="large" onClick={() => navigate(registerPath(flowOf(assessment)))}>
          {copy.start.start}
        </Button>
        <Button block onClick={() => navigate(historyPath(assessment.id, knowledgeId))}>
          {copy.start.history}
        </Button>
      </div>
      <p className="as-disclaimer">{copy.start.disclaimer}</p>
    </section>
  );
}
