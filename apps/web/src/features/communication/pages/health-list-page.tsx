import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { useThreads } from '../api/list-threads.ts';
import { AskForm } from '../components/ask-form.tsx';
import { ThreadList } from '../components/thread-list.tsx';
import * as copy from '../copy.ts';
import '../communication.css';

const text = copy.health;
const noMore = async () => undefined;

/** /onlineCommunication/health/list: the person's health questions, and a new one asked of a centre. */
export function HealthListPage() {
  const threads = useThreads({ kind: 'health' });
  const [asking, setAsking] = useState(false);
  const headingId = useId();
  return (
    <section className="talk-page" aria-labelledby={headingId}>
      <header className="talk-head">
        <h2 id={headingId} className="talk-head-title">
          {text.heading}
        </h2>
        <p className="talk-head-hint">{text.hint}</p>
        {asking ? null : (
          <Button color="primary" block onClick={() => setAsking(true)}>
            {text.ask}
          </Button>
        )}
      </header>
      {asking ? <AskForm kind="health" /> : null}
      <QueryView query={threads}>
        {(data) => (
          <ScrollList
            onRefresh={() => threads.refetch()}
            onLoadMore={noMore}
            hasMore={false}
            isEmpty={data.list.length === 0}
            empty={<EmptyList text={text.empty} />}
          >
            <ThreadList threads={data.list} />
          </ScrollList>
        )}
      </QueryView>
    </section>
  );
}
