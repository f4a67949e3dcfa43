import { Alert, Button, Input, Popconfirm, Space, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { timeAtCentres, todayAtCentres } from '@/shared/lib/dayjs.ts';
import { useCompany } from '@/shared/session/company-context.tsx';
import { showSuccess } from '@/shared/ui/feedback.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { useExportRoster } from '../api/export-roster.ts';
import type { TeamMemberState } from '../api/keys.ts';
import { type RosterPerson, useRoster } from '../api/list-roster.ts';
import { useRemindUnbooked } from '../api/remind-unbooked.ts';
import { companyCopy } from '../copy.ts';
import { usePaused } from '../lib/use-paused.ts';
import '../company.css';

const text = companyCopy.roster;
const ALL = 'all';
const STATES: readonly TeamMemberState[] = ['invited', 'booked', 'examined', 'reportReady'];
const STATE_COLOURS: Record<TeamMemberState, string | undefined> = {
  invited: 'orange',
  booked: 'blue',
  examined: 'cyan',
  reportReady: 'green',
};
export const ROSTER_PAGE_SIZE = 50;

/**
 * 人员进度: the roster a page at a time with each person's step, filtered by step and searched (name or
 * department) on the server; a reminder to everyone not yet booked, and the whole roster as Excel.
 * ID numbers and phones come masked from the server.
 */
export function RosterPage() {
  const company = useCompany();
  const [state, setState] = useState<TeamMemberState | undefined>();
  const [search, setSearch] = useState('');
  const keyword = usePaused(search.trim());
  // The page belongs to the search it was turned for: a new search starts at its first page.
  const [paging, setPaging] = useState({ keyword: '', page: 1 });
  const page = paging.keyword === keyword ? paging.page : 1;
  const setPage = (next: number) => setPaging({ keyword, page: next });
  const [pageSize, setPageSize] = useState(ROSTER_PAGE_SIZE);
  const query = useRoster(company.id, {
    ...(state ? { state } : {}),
    ...(keyword ? { keyword } : {}),
    page,
    pageSize,
  });
  const remind = useRemindUnbooked(company.id);
  const [reminded, setReminded] = useState<{ sent: number; skipped: number } | null>(null);
  const exportRoster = useExportRoster(company.id, () => text.exportName(company.name, todayAtCentres()));
  const counts = query.data?.counts;

  const columns: TableColumnsType<RosterPerson> = [
    { title: text.name, dataIndex: 'name', width: 100 },
    { title: text.identityCardNo, dataIndex: 'identityCardNo', width: 190 },
    { title: text.phone, dataIndex: 'phone', width: 130 },
    { title: text.grade, dataIndex: 'grade', width: 100 },
    { title: text.department, dataIndex: 'department', width: 140, ellipsis: true },
    {
      title: text.state,
      key: 'state',
      width: 100,
      render: (_, p) => <Tag color={STATE_COLOURS[p.state]}>{p.stateName}</Tag>,
    },
    { title: text.examDate, dataIndex: 'examDate', width: 110, render: (d: string | null) => d ?? '—' },
    {
      title: text.remindedAt,
      dataIndex: 'remindedAt',
      width: 170,
      render: (at: string | null) => (at ? timeAtCentres(at) : <span className="muted">{text.never}</span>),
    },
  ];

  const sendReminders = () =>
    remind.mutateAsync().then(
      (done) => {
        setReminded(done);
        showSuccess(text.reminded(done.sent, done.skipped));
      },
      // The API client has shown the server's words.
      () => undefined,
    );

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      <Space wrap size="middle" className="toolbar">
        <Input.Search
          aria-label={text.search}
          placeholder={text.search}
          allowClear
          value={search}
          maxLength={20}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 240 }}
        />
        <Popconfirm
          title={text.remindConfirm(counts?.invited ?? 0)}
          onConfirm={sendReminders}
          disabled={!counts || counts.invited === 0}
        >
          <Button
            type="primary"
            loading={remind.isPending}
            disabled={!counts || counts.invited === 0}
            title={counts && counts.invited === 0 ? text.nobodyToRemind : undefined}
          >
            {text.remind}
          </Button>
        </Popconfirm>
        <Button
          loading={exportRoster.isPending}
          onClick={() => exportRoster.mutate(undefined, { onSuccess: () => showSuccess(text.exported) })}
        >
          {text.export}
        </Button>
      </Space>
      {reminded ? (
        <Alert
          type="success"
          showIcon
          className="toolbar"
          title={text.reminded(reminded.sent, reminded.skipped)}
          closable={{ onClose: () => setReminded(null) }}
        />
      ) : null}
      {exportRoster.error ? (
        <Alert type="error" showIcon className="toolbar" title={exportRoster.error.message} />
      ) : null}
      <Tabs
        activeKey={state ?? ALL}
        onChange={(key) => {
          setState(key === ALL ? undefined : (key as TeamMemberState));
          setPage(1);
        }}
        items={[
          { key: ALL, label: counts ? text.tab(text.all, counts.people) : text.all },
          ...STATES.map((s) => ({
            key: s,
            label: counts ? text.tab(companyCopy.states[s], counts[s]) : companyCopy.states[s],
          })),
        ]}
      />
      {query.error && !query.data ? (
        <LoadFailed error={query.error} onRetry={query.refetch} />
      ) : (
        <Table<RosterPerson>
          rowKey="memberId"
          size="middle"
          columns={columns}
          dataSource={query.data?.list}
          loading={query.isFetching}
          scroll={{ x: 1100 }}
          locale={{ emptyText: counts && counts.people === 0 ? text.empty : text.noMatch }}
          pagination={{
            current: page,
            pageSize,
            total: query.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [20, 50, 100, 200],
            showTotal: text.total,
            onChange: (next, size) => {
              setPage(size === pageSize ? next : 1);
              setPageSize(size);
            },
          }}
        />
      )}
    </section>
  );
}
