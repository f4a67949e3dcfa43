import { Progress, Table, type TableColumnsType } from 'antd';
import { useCentre } from '@/shared/session/centre-context.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { type CompanyClient, useClients } from '../api/list-clients.ts';
import { companyCopy } from '../copy.ts';
import { budgetPercent, yuan } from '../lib/format.ts';
import '../company.css';

const text = companyCopy.clients;
const STEPS = ['invited', 'booked', 'examined', 'reportReady'] as const;

/**
 * 团检单位 (the centre's managers and desk): the centre's company clients, their booking window and
 * daily quota, how many people each has and where they stand, and the budget used.
 */
export function ClientsPage() {
  const { centreId } = useCentre();
  const query = useClients(centreId);

  const columns: TableColumnsType<CompanyClient> = [
    {
      title: text.company,
      key: 'company',
      width: 180,
      render: (_, c) => (
        <>
          {c.name}
          <div className="muted">
            {text.code} {c.code}
          </div>
        </>
      ),
    },
    { title: text.window, key: 'window', width: 190, render: (_, c) => `${c.windowStart} ~ ${c.windowEnd}` },
    {
      title: text.quota,
      dataIndex: 'dailyQuota',
      width: 90,
      render: (n: number) => companyCopy.overview.quotaValue(n),
    },
    { title: text.people, key: 'people', width: 70, render: (_, c) => c.counts.people },
    {
      title: text.progress,
      key: 'progress',
      render: (_, c) => STEPS.map((step) => `${companyCopy.states[step]} ${c.counts[step]}`).join(' · '),
    },
    {
      title: text.budget,
      key: 'budget',
      width: 230,
      render: (_, c) =>
        c.budget > 0 ? (
          <>
            <Progress
              size="small"
              percent={budgetPercent(c.budgetUsed, c.budget)}
              aria-label={`${c.name} ${text.budget}`}
            />
            <div className="muted">{companyCopy.overview.budgetLine(yuan(c.budgetUsed), yuan(c.budget))}</div>
          </>
        ) : (
          <span className="muted">
            {text.noBudget} · {yuan(c.budgetUsed)}
          </span>
        ),
    },
  ];

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      {query.error && !query.data ? (
        <LoadFailed error={query.error} onRetry={query.refetch} />
      ) : (
        <Table<CompanyClient>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.list}
          loading={query.isPending}
          pagination={false}
          scroll={{ x: 1000 }}
          locale={{ emptyText: text.empty }}
        />
      )}
    </section>
  );
}
