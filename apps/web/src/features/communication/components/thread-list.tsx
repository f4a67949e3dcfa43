import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import { useNavigate } from 'react-router';
import type { ThreadSummary } from '../api/list-threads.ts';
import * as copy from '../copy.ts';
import { conversationPath } from './conversation-path.ts';
import { formatSentAt } from './sent-at.ts';

/** Threads as the lists show them: kind, centre, the latest words, and what is unread. */
export function ThreadList({ threads }: { threads: readonly ThreadSummary[] }) {
  const navigate = useNavigate();
  return (
    <List className="talk-threads">
      {threads.map((t) => (
        <List.Item
          key={t.id}
          onClick={() => navigate(conversationPath(t))}
          prefix={
            <Badge content={t.unread > 0 ? t.unread : null} aria-hidden="true">
              <span className={`talk-kind talk-kind-${t.kind}`}>{t.kindName.slice(0, 2)}</span>
            </Badge>
          }
          description={
            <>
              <span className="talk-thread-last">
                {t.lastAuthor === 'operator' ? `${t.centreName}：` : ''}
                {t.lastText}
              </span>
              <span className="talk-thread-meta">
                <time dateTime={t.lastAt}>{formatSentAt(t.lastAt)}</time>
                {t.unread > 0 ? <span className="talk-unread">{copy.list.unread(t.unread)}</span> : null}
                <span className={t.answered ? 'talk-answered' : 'talk-waiting'}>
                  {t.answered ? copy.list.answered : copy.list.waiting}
                </span>
              </span>
            </>
          }
        >
          <span className="talk-thread-title">{t.title}</span>
          <span className="talk-thread-centre">{t.centreName}</span>
        </List.Item>
      ))}
    </List>
  );
}
