import { isSpecificCentre } from '@tijian/domain';
import Grid from 'antd-mobile/es/components/grid';
import {
  ChatCheckOutline,
  FileOutline,
  HeartOutline,
  MessageOutline,
  QuestionCircleOutline,
} from 'antd-mobile-icons';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { useThreads } from '../api/list-threads.ts';
import { CentreChoicePopup } from '../components/centre-choice-popup.tsx';
import { ThreadList } from '../components/thread-list.tsx';
import * as copy from '../copy.ts';
import '../communication.css';

const noMore = async () => undefined;
const labels = copy.entries;

interface Entry {
  key: string;
  label: string;
  hint: string;
  icon: ReactNode;
  to?: string;
}

const ENTRIES: readonly Entry[] = [
  { key: 'consult', label: labels.consult, hint: labels.consultHint, icon: <MessageOutline /> },
  {
    key: 'health',
    label: labels.health,
    hint: labels.healthHint,
    icon: <HeartOutline />,
    to: '/onlineCommunication/health/list',
  },
  {
    key: 'suggest',
    label: labels.suggest,
    hint: labels.suggestHint,
    icon: <QuestionCircleOutline />,
    to: '/onlineCommunication/suggest/question',
  },
  {
    key: 'report',
    label: labels.report,
    hint: labels.reportHint,
    icon: <FileOutline />,
    to: '/onlineCommunication/report/list',
  },
  {
    key: 'records',
    label: labels.records,
    hint: labels.recordsHint,
    icon: <ChatCheckOutline />,
    to: '/questionRecord/list',
  },
];

/** /onlineCommunication/list: the services, and the person's threads with what is unread; pull to refresh. */
export function OnlineListPage() {
  const threads = useThreads();
  const navigate = useNavigate();
  const sid = useSessionStore((s) => s.sid);
  const [choosing, setChoosing] = useState(false);
  const headingId = useId();

  const open = (entry: Entry) => {
    if (entry.to) navigate(entry.to);
    // At a chosen centre the consultation is with it; elsewhere the person chooses one.
    else if (isSpecificCentre(sid)) navigate(`/onlineCommunication/advise/linkUp/${encodeURIComponent(sid)}`);
    else setChoosing(true);
  };

  return (
    <section className="talk-page" aria-labelledby={headingId}>
      <nav className="talk-entries" aria-label={labels.label}>
        <Grid columns={3} gap={8}>
          {ENTRIES.map((entry) => (
            <Grid.Item key={entry.key}>
              <button type="button" className="talk-entry" onClick={() => open(entry)}>
                <span className="talk-entry-icon" aria-hidden="true">
                  {entry.icon}
                </span>
                <span className="talk-entry-label">{entry.label}</span>
                <span className="talk-entry-hint">{entry.hint}</span>
              </button>
            </Grid.Item>
          ))}
        </Grid>
      </nav>
      <h2 id={headingId} className="talk-section-title">
        {copy.list.heading}
      </h2>
      <QueryView query={threads}>
        {(data) => (
          <>
            {data.unreadTotal > 0 ? (
              <p className="talk-unread-total" role="status">
                {copy.list.unreadTotal(data.unreadTotal)}
              </p>
            ) : null}
            <ScrollList
              onRefresh={() => threads.refetch()}
              onLoadMore={noMore}
              hasMore={false}
              isEmpty={data.list.length === 0}
              empty={<EmptyList text={copy.list.empty} />}
            >
              <ThreadList threads={data.list} />
            </ScrollList>
          </>
        )}
      </QueryView>
      <CentreChoicePopup visible={choosing} onClose={() => setChoosing(false)} />
    </section>
  );
}
