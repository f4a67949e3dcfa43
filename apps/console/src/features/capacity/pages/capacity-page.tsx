import { Button, DatePicker, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { dayjs, todayAtCentres } from '@/shared/lib/dayjs.ts';
import { useCentre } from '@/shared/session/centre-context.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { type CapacityDay, useCapacityMonth } from '../api/capacity-month.ts';
import { CapacityEditDialog } from '../components/capacity-edit-dialog.tsx';
import { capacityCopy as text } from '../copy.ts';

const ITEM_COLOURS = { normal: 'default', limited: 'orange', full: 'red' } as const;

/** 排班容量: a month of the centre's days; the manager edits a range of them, previewed before saving. */
export function CapacityPage() {
  const { centreId, role } = useCentre();
  const [month, setMonth] = useState(() => todayAtCentres().slice(0, 7));
  const query = useCapacityMonth(centreId, month);
  const [editing, setEditing] = useState(false);
  const canEdit = role === 'manager';

  const columns: TableColumnsType<CapacityDay> = [
    { title: text.date, dataIndex: 'date', width: 110 },
    { title: text.weekday, key: 'weekday', width: 70, render: (_, d) => text.weekdays[d.weekday] },
    {
      title: text.state,
      key: 'state',
      width: 130,
      render: (_, d) => (
        <>
          {d.rest ? <Tag>{text.rest}</Tag> : <Tag color="green">{text.open}</Tag>}
          {d.published ? null : <Tag color="default">{text.unpublished}</Tag>}
          {d.description ? <div className="muted">{d.description}</div> : null}
        </>
      ),
    },
    {
      title: text.slots,
      key: 'slots',
      render: (_, d) =>
        d.slots.map((s) => (
          <Tag key={s.slotNo} color={s.booked >= s.capacity ? 'red' : undefined}>
            {s.testTime} {s.booked}/{s.capacity}
          </Tag>
        )),
    },
    {
      title: text.items,
      key: 'items',
      render: (_, d) =>
        d.items
          .filter((i) => i.state !== 'normal')
          .map((i) => (
            <Tag key={i.projectId} color={ITEM_COLOURS[i.state]}>
              {text.itemLine(i.projectName, text.itemStates[i.state], i.booked, i.quota)}
            </Tag>
          )),
    },
  ];

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      <Space wrap size="middle" className="toolbar">
        <DatePicker
          picker="month"
          aria-label={text.month}
          allowClear={false}
          value={dayjs(`${month}-01`)}
          onChange={(value) => value && setMonth(value.format('YYYY-MM'))}
        />
        {canEdit ? (
          <Button type="primary" disabled={!query.data} onClick={() => setEditing(true)}>
            {text.edit}
          </Button>
        ) : (
          <span className="muted">{text.readOnly}</span>
        )}
      </Space>
      {query.error && !query.data ? (
        <LoadFailed error={query.error} onRetry={query.refetch} />
      ) : (
        <Table<CapacityDay>
          rowKey="date"
          size="small"
          columns={columns}
          dataSource={query.data?.days}
          loading={query.isPending}
          pagination={false}
          scroll={{ x: 1000 }}
          locale={{ emptyText: text.empty }}
        />
      )}
      {editing && query.data ? (
        <CapacityEditDialog centreId={centreId} month={query.data} onClose={() => setEditing(false)} />
      ) : null}
    </section>
  );
}
