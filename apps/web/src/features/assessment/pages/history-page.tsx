import { shanghaiDate } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { type Assessment, useAssessment } from '../api/get-assessment.ts';
import { type AssessmentResultSummary, useAssessmentHistory } from '../api/get-assessment-history.ts';
import { AssessmentMissing } from '../components/assessment-missing.tsx';
import * as copy from '../copy.ts';
import { flowOf } from '../flow.ts';
import { idParam, registerPath, resultPath } from '../paths.ts';
import './assessment.css';

const noMore = async () => undefined;

/**
 * /specialDisease/history/assess/:id/:knowledgeId: the account's past results of the assessment (its
 * own and its family members'), newest first, level and date; a tap opens the result. Pull to refresh.
 */
export function HistoryPage() {
  const params = useParams();
  const id = idParam(params.id);
  const assessment = useAssessment(id);
  const history = useAssessmentHistory(id);
  const missing = <AssessmentMissing title={copy.start.notFound} />;
  if (id === null) return missing;
  return (
    <QueryView queries={[assessment, history] as const} notFound={missing}>
      {(a, list) => <HistoryView assessment={a} list={list} onRefresh={() => history.refetch()} />}
    </QueryView>
  );
}

function HistoryView({
  assessment,
  list,
  onRefresh,
}: {
  assessment: Assessment;
  list: AssessmentResultSummary[];
  onRefresh: () => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <section className="as-page" aria-labelledby={headingId}>
      <div className="as-block">
        <h2 id={headingId} className="as-title">
          {assessment.name}
        </h2>
      </div>
      <ScrollList
        onRefresh={onRefresh}
        onLoadMore={noMore}
        hasMore={false}
        isEmpty={list.length === 0}
        empty={
          <div>
            <EmptyList text={copy.history.empty} />
            <div className="as-actions">
              <Button block color="primary" onClick={() => navigate(registerPath(flowOf(assessment)))}>
                {copy.history.start}
              </Button>
            </div>
          </div>
        }
      >
        <List>
          {list.map((r) => (
            <List.Item
              key={r.id}
              description={`${r.personName} · ${shanghaiDate(new Date(r.createdAt))}`}
              extra={<span className={`as-level as-level-${r.levelCode}`}>{r.levelName}</span>}
              onClick={() => navigate(resultPath(r.id))}
            >
              {copy.history.points(r.score)}
            </List.Item>
          ))}
        </List>
      </ScrollList>
    </section>
  );
}
