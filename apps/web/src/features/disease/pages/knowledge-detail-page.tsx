import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useId } from 'react';
import { useParams } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { type Knowledge, useKnowledge } from '../api/get-knowledge.ts';
import { AssessmentEntry } from '../components/assessment-entry.tsx';
import { DiseaseNotFound } from '../components/disease-not-found.tsx';
import { KnowledgeSections } from '../components/knowledge-sections.tsx';
import * as copy from '../copy.ts';
import { knowledgeIdParam } from '../knowledge-id-param.ts';
import './disease.css';

/**
 * /specialDisease/detail/:id/:knowledgeId: one article of a column. An article of another column
 * than the address names is not shown under it: the address is wrong, and says so.
 */
export function KnowledgeDetailPage() {
  const params = useParams();
  const columnId = knowledgeIdParam(params.id);
  const knowledgeId = knowledgeIdParam(params.knowledgeId);
  const valid = columnId !== null && knowledgeId !== null;
  const article = useKnowledge(valid ? knowledgeId : null);
  const notFound = <DiseaseNotFound title={copy.article.notFound} back={copy.column.back} />;
  if (!valid) return notFound;
  return (
    <QueryView query={article} notFound={notFound}>
      {(data) =>
        data.columnId === columnId ? (
          <PullToRefresh onRefresh={async () => void (await article.refetch())}>
            <ArticleView article={data} />
          </PullToRefresh>
        ) : (
          notFound
        )
      }
    </QueryView>
  );
}

function ArticleView({ article }: { article: Knowledge }) {
  const headingId = useId();
  return (
    <article className="disease-article" aria-labelledby={headingId}>
      <h2 id={headingId} className="disease-head-title">
        {article.name}
      </h2>
      <p className="disease-article-kind">
        {article.columnName} · {copy.kinds[article.mIndex].name}
      </p>
      <KnowledgeSections knowledge={article} />
      <AssessmentEntry columnId={article.columnId} knowledgeId={article.id} />
      <p className="knowledge-disclaimer">{copy.article.disclaimer}</p>
    </article>
  );
}
