import { Badge, Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { timeAtCentres } from '@/shared/lib/dayjs.ts';
import { useCentre } from '@/shared/session/centre-context.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { type OperatorThreadSummary, useThreads } from '../api/list-threads.ts';
import { ThreadPanel } from '../components/thread-panel.tsx';
import { communicationCopy as text } from '../copy.ts';
import '../communication.css';

/** ?thread= as a thread id, or null. */
function threadParam(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** 咨询回复: the centre's threads with the people who asked, unread first; one opened, read and answered. */
export function CommunicationPage() {
  const { centreId } = useCentre();
  const query = useThreads(centreId);
  const [search, setSearch] = useSearchParams();
  const open = threadParam(search.get('thread'));
  const choose = (id: number) => setSearch({ thread: String(id) });

  const columns: TableColumnsType<OperatorThreadSummary> = [
    {
      title: text.status,
      key: 'status',
      width: 100,
      render: (_, t) =>
        t.unread > 0 ? (
          <Badge count={t.unread} title={text.unread(t.unread)}>
            <span className="danger">{text.unread(t.unread)}</span>
          </Badge>
        ) : t.lastAuthor === 'user' ? (
          // Read but not yet answered: the person is still waiting for the centre.
          <span className="danger">{text.waiting}</span>
        ) : (
          <span className="muted">{text.answered}</span>
        ),
    },
    { title: text.kind, key: 'kind', width: 100, render: (_, t) => <Tag>{t.kindName}</Tag> },
    { title: text.asker, key: 'asker', width: 150, render: (_, t) => `${t.askerName} ${t.askerPhone}` },
    { title: text.question, dataIndex: 'title', ellipsis: true },
    { title: text.last, dataIndex: 'lastText', ellipsis: true },
    { title: text.lastAt, dataIndex: 'lastAt', width: 170, render: (at: string) => timeAtCentres(at) },
    {
      title: text.actions,
      key: 'actions',
      width: 80,
      render: (_, t) => (
        <Button size="small" type={t.id === open ? 'primary' : 'default'} onClick={() => choose(t.id)}>
          {text.open}
        </Button>
      ),
    },
  ];

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      <Space wrap className="toolbar">
        <span role="status">{text.unreadTotal(query.data?.unreadTotal ?? 0)}</span>
        <Button onClick={() => void query.refetch()}>{text.refresh}</Button>
      </Space>
      {query.error && !query.data ? (
        <LoadFailed error={query.error} onRetry={query.refetch} />
      ) : (
        <Table<OperatorThreadSummary>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.list}
          loading={query.isPending}
          scroll={{ x: 1000 }}
          locale={{ emptyText: text.empty }}
          rowClassName={(t) => (t.id === open ? 'talk-row-open' : '')}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        />
      )}
      <div className="talk-panel">
        {open === null ? (
          <p className="muted">{text.choose}</p>
        ) : (
          <ThreadPanel centreId={centreId} threadId={open} />
        )}
      </div>
    </section>
  );
}
