import List from 'antd-mobile/es/components/list';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { useDiseaseColumns } from '../api/list-disease-columns.ts';
import * as copy from '../copy.ts';
import './disease.css';

const text = copy.columnList;
const noMore = async () => undefined;

/** /specialDisease/list: the disease columns (专病专栏), one per condition; pull to refresh. */
export function DiseaseListPage() {
  const columns = useDiseaseColumns();
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <QueryView query={columns}>
      {(data) => (
        <section className="disease-page" aria-labelledby={headingId}>
          <header className="disease-head">
            <h2 id={headingId} className="disease-head-title">
              {text.heading}
            </h2>
            <p className="disease-head-hint">{text.hint}</p>
          </header>
          <ScrollList
            onRefresh={() => columns.refetch()}
            onLoadMore={noMore}
            hasMore={false}
            isEmpty={data.list.length === 0}
            empty={<EmptyList text={text.empty} />}
          >
            <List>
              {data.list.map((column) => (
                <List.Item
                  key={column.id}
                  description={column.summary}
                  extra={text.articleCount(column.articleCount)}
                  onClick={() => navigate(`/specialDisease/disease?id=${column.id}`)}
                >
                  <span className="disease-column-name">{column.name}</span>
                </List.Item>
              ))}
            </List>
          </ScrollList>
        </section>
      )}
    </QueryView>
  );
}
