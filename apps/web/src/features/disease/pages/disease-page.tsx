import { groupByKind } from '@tijian/domain';
import List from 'antd-mobile/es/components/list';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { type DiseaseColumn, useDiseaseColumn } from '../api/get-disease-column.ts';
import { AssessmentEntry } from '../components/assessment-entry.tsx';
import { DiseaseNotFound } from '../components/disease-not-found.tsx';
import * as copy from '../copy.ts';
import { knowledgeIdParam } from '../knowledge-id-param.ts';
import './disease.css';

const noMore = async () => undefined;

/**
 * /specialDisease/disease?id=<column>: one condition's page, its articles grouped by kind (疾病,
 * 症状, 基础介绍); pull to refresh. The column is a query parameter, as the spec writes the route.
 */
export function DiseasePage() {
  const [search] = useSearchParams();
  const id = knowledgeIdParam(search.get('id'));
  const column = useDiseaseColumn(id);
  const notFound = <DiseaseNotFound title={copy.column.notFound} back={copy.column.back} />;
  if (id === null) return notFound;
  return (
    <QueryView query={column} notFound={notFound}>
      {(data) => <ColumnView column={data} onRefresh={() => column.refetch()} />}
    </QueryView>
  );
}

function ColumnView({ column, onRefresh }: { column: DiseaseColumn; onRefresh: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const headingId = useId();
  const groups = groupByKind(column.articles);
  return (
    <section className="disease-page" aria-labelledby={headingId}>
      <header className="disease-head">
        <h2 id={headingId} className="disease-head-title">
          {column.name}
        </h2>
        {column.summary ? <p className="disease-head-hint">{column.summary}</p> : null}
      </header>
      <AssessmentEntry columnId={column.id} knowledgeId={0} />
      <ScrollList
        onRefresh={onRefresh}
        onLoadMore={noMore}
        hasMore={false}
        isEmpty={groups.length === 0}
        empty={<EmptyList text={copy.column.empty} />}
      >
        {groups.map((group) => (
          <List
            key={group.kind}
            header={<h3 className="disease-group-title">{copy.kinds[group.kind].name}</h3>}
          >
            {group.articles.map((article) => (
              <List.Item
                key={article.id}
                onClick={() => navigate(`/specialDisease/detail/${column.id}/${article.id}`)}
              >
                {article.name}
              </List.Item>
            ))}
          </List>
        ))}
      </ScrollList>
    </section>
  );
}
