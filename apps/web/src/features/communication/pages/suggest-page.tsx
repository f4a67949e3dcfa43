import { useId } from 'react';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { useThreads } from '../api/list-threads.ts';
import { AskForm } from '../components/ask-form.tsx';
import { ThreadList } from '../components/thread-list.tsx';
import * as copy from '../copy.ts';
import '../communication.css';

const text = copy.suggest;
const noMore = async () => undefined;

/** /onlineCommunication/suggest/question: a suggestion to a centre, kept as a thread it answers; the earlier ones below. */
export function SuggestPage() {
  const threads = useThreads({ kind: 'suggestion' });
  const headingId = useId();
  return (
    <section className="talk-page" aria-labelledby={headingId}>
      <header className="talk-head">
        <h2 id={headingId} className="talk-head-title">
          {text.heading}
        </h2>
        <p className="talk-head-hint">{text.hint}</p>
      </header>
      <AskForm kind="suggestion" />
      <h3 className="talk-section-title">{text.mine}</h3>
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
