import { shanghaiDate } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { type AssessmentResult, useAssessmentResult } from '../api/get-assessment-result.ts';
import { AssessmentMissing } from '../components/assessment-missing.tsx';
import { CheckLinks } from '../components/check-links.tsx';
import * as copy from '../copy.ts';

import { historyPath, idParam, MAX_RESULT_ID, registerPath } from '../paths.ts';
import './assessment.css';

const text = copy.result;

/**
 * /specialDisease/result/:source (:source the result's id): the score, the risk level, the advice as
 * it was given, and the packages and items that check the condition. Another account's result reads
 * as missing, like the server answers.
 */
export function ResultPage() {
  const params = useParams();
  const id = idParam(params.source, MAX_RESULT_ID);
  const result = useAssessmentResult(id);
  const missing = <AssessmentMissing title={text.notFound} />;
  if (id === null) return missing;
  return (
    <QueryView query={result} notFound={missing}>
      {(data) => <ResultView result={data} />}
    </QueryView>
  );
}

function ResultView({ result }: { result: AssessmentResult }) {
  const navigate = useNavigate();
  const headingId = useId();
  const flow = { id: result.assessmentId, column: result.columnId !== null };
  return (
    <section className="as-page" aria-labelledby={headingId}>
      <div className="as-block">
        <h2 id={headingId} className="as-title">
          {result.assessmentName}
        </h2>
        <p className="as-weak">
          {text.person(result.personName, result.age)} · {shanghaiDate(new Date(result.createdAt))}
        </p>
        <dl className="as-figures">
          <dt>{text.score}</dt>
          <dd className="as-score">{text.points(result.score)}</dd>
          <dt>{text.level}</dt>
          <dd>
            <span className={`as-level as-level-${result.levelCode}`}>{result.levelName}</span>
          </dd>
        </dl>
      </div>
      <div className="as-block">
        <h3 className="as-subtitle">{text.advice}</h3>
        <p className="as-text">{result.advice}</p>
      </div>
      {result.checks.length > 0 ? <CheckLinks checks={result.checks} /> : null}
      <div className="as-actions">
        <Button block color="primary" onClick={() => navigate(registerPath(flow))}>
          {text.again}
        </Button>
        <Button block onClick={() => navigate(historyPath(result.assessmentId))}>
          {text.history}
        </Button>
      </div>
      <p className="as-disclaimer">{copy.start.disclaimer}</p>
    </section>
  );
}
