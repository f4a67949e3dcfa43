import { STATIONS, type StationId } from '@tijian/domain';
import { Button, Card, Popconfirm, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { timeAtCentres } from '@/shared/lib/dayjs.ts';
import { useCentre } from '@/shared/session/centre-context.tsx';
import { showSuccess } from '@/shared/ui/feedback.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { type StationQueue, useStationMoves, useStationQueue } from '../api/station-queue.ts';
import { stationsCopy as text } from '../copy.ts';

type Person = StationQueue['waiting'][number];

const isStation = (value: string | null): value is StationId => STATIONS.some((s) => s.id === value);

/** 分诊叫号: one station's queue of the centre's checked-in people, called one by one. */
export function StationsPage() {
  const { centreId } = useCentre();
  const [params, setParams] = useSearchParams();
  const asked = params.get('station');
  const station: StationId = isStation(asked) ? asked : 'blood';
  const query = useStationQueue(centreId, station);
  const { callNext, mark } = useStationMoves(centreId, station);

  const onCall = () =>
    callNext.mutateAsync().then(
      (queue) => {
        const person = queue.called.at(-1);
        if (person) showSuccess(text.calledPerson(person.name));
      },
      () => undefined,
    );
  const onMark = (person: Person, state: 'done' | 'skipped') =>
    mark.mutateAsync({ orderId: person.orderId, state }).then(
      () => showSuccess(state === 'done' ? text.donePerson(person.name) : text.skippedPerson(person.name)),
      () => undefined,
    );

  const time = (iso: string) => timeAtCentres(iso).slice(11);
  const base: TableColumnsType<Person> = [
    { title: text.name, dataIndex: 'name', key: 'name' },
    { title: text.orderNo, dataIndex: 'orderNo', key: 'orderNo' },
  ];
  const calledColumns: TableColumnsType<Person> = [
    ...base,
    { title: text.calledAt, key: 'since', render: (_, p) => time(p.since) },
    {
      title: text.actions,
      key: 'actions',
      render: (_, p) => (
        <Space>
          <Button size="small" type="primary" onClick={() => void onMark(p, 'done')} loading={mark.isPending}>
            {text.done}
          </Button>
          <Popconfirm title={`${text.skip}：${p.name}？`} onConfirm={() => onMark(p, 'skipped')}>
            <Button size="small" danger>
              {text.skip}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const waitingColumns: TableColumnsType<Person> = [
    { title: '#', key: 'n', width: 60, render: (_, __, i) => i + 1 },
    ...base,
    { title: text.since, key: 'since', render: (_, p) => time(p.since) },
  ];

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      <Space wrap size="middle" style={{ marginBottom: 16 }}>
        <Select<StationId>
          aria-label={text.station}
          value={station}
          style={{ width: 180 }}
          options={STATIONS.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(value) => setParams({ station: value }, { replace: true })}
        />
        <Button
          type="primary"
          onClick={() => void onCall()}
          loading={callNext.isPending}
          disabled={!query.data || query.data.waiting.length === 0}
        >
          {text.callNext}
        </Button>
        {query.data ? (
          <Typography.Text>{text.waitingCount(query.data.waiting.length)}</Typography.Text>
        ) : null}
        <Typography.Text type="secondary">{text.refreshHint}</Typography.Text>
      </Space>
      {query.error && !query.data ? (
        <LoadFailed error={query.error} onRetry={query.refetch} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <QueueCard
            title={text.called}
            columns={calledColumns}
            people={query.data?.called}
            loading={query.isPending}
            empty={text.noneCalled}
          />
          <QueueCard
            title={text.waiting}
            columns={waitingColumns}
            people={query.data?.waiting}
            loading={query.isPending}
            empty={text.noneWaiting}
          />
        </Space>
      )}
    </section>
  );
}

/** One list of the station's people (called, or waiting), as a titled region. */
function QueueCard(p: {
  title: string;
  columns: TableColumnsType<Person>;
  people: Person[] | undefined;
  loading: boolean;
  empty: string;
}) {
  return (
    <Card title={p.title} size="small" role="region" aria-label={p.title}>
      <Table<Person>
        rowKey="orderId"
        size="small"
        columns={p.columns}
        dataSource={p.people}
        loading={p.loading}
        pagination={false}
        locale={{ emptyText: p.empty }}
      />
    </Card>
  );
}
