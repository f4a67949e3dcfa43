import { assessmentOfColumn } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import * as copy from '../copy.ts';

/**
 * The column's risk assessment under its page or an article: 开始评估 and 评估记录. Nothing for a
 * column without an assessment. `knowledgeId` is the article it is reached from (0: the column page).
 */
// The assessment feature's addresses (docs/assessments.md), written out: importing that feature would
// make this leaf a link in the booking's feature chain.
const startPath = (id: number, knowledgeId: number) => `/specialDisease/start/assess/${id}/${knowledgeId}`;
const historyPath = (id: number, knowledgeId: number) =>
  `/specialDisease/history/assess/${id}/${knowledgeId}`;

export function AssessmentEntry({ columnId, knowledgeId }: { columnId: number; knowledgeId: number }) {
  const navigate = useNavigate();
  const assessment = assessmentOfColumn(columnId);
  if (!assessment) return null;
  return (
    <aside className="disease-assess" aria-label={assessment.name}>
      <p className="disease-assess-text">{copy.assess.hint(assessment.name)}</p>
      <div className="disease-assess-actions">
        <Button size="small" color="primary" onClick={() => navigate(startPath(assessment.id, knowledgeId))}>
          {copy.assess.start}
        </Button>
        <Button size="small" onClick={() => navigate(historyPath(assessment.id, knowledgeId))}>
          {copy.assess.history}
        </Button>
      </div>
    </aside>
  );
}
