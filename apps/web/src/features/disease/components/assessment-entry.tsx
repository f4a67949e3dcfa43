import { assessmentOfColumn } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { historyPath, startPath } from '@/features/assessment/index.ts';
import * as copy from '../copy.ts';

/**
 * The column's risk assessment under its page or an article: 开始评估 and 评估记录. Nothing for a
 * column without an assessment. `knowledgeId` is the article it is reached from (0: the column page).
 */
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
