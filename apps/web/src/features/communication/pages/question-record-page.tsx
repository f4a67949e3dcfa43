import { useId } from 'react';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { useThreads } from '../api/list-threads.ts';
import { ThreadList } from '../components/thread-list.tsx';
import * as copy from '../copy.ts';
import '../communication.css';

const noMore = async () => undefined;

/** /questionRecord/list: the questions a centre has answered, of every kind; pull to refresh. */
export function QuestionRecordPage() {
  const threads = useThreads({ answered: true });
  const headingId = useId();
  return (
    <section className="talk-page" aria-labelledby={headingId}>
      <h2 id={headingId} className="talk-section-title">
        {copy.records.heading}
      </h2>
      <QueryView query={threads}>
        {(data) => (
          <ScrollList
            onRefresh={() => threads.refetch()}
            onLoadMore={noMore}
            hasMore={false}
            isEmpty={data.list.length === 0}
            empty={<EmptyList text={copy.records.empty} />}
          >
            <ThreadList threads={data.list} />
          </ScrollList>
        )}
      </QueryView>
    </section>
  );
}
