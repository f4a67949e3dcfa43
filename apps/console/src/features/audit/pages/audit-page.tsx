import { AUDIT_ACTION_LABELS, type AuditAction } from '@tijian/contract';
import { Button, DatePicker, Form, Input, Select, Table, type TableColumnsType, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useStaff } from '@/features/staff/index.ts';
import { timeAtCentres } from '@/shared/lib/dayjs.ts';
import { useCentre } from '@/shared/session/centre-context.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import type { AuditFilter } from '../api/keys.ts';
import { type AuditRow, useAudit } from '../api/list-audit.ts';
import { AuditDetail } from '../components/audit-detail.tsx';
import { auditCopy as text } from '../copy.ts';

interface Values {
  operatorId?: number;
  action?: AuditAction;
  targetType?: string;
  targetId?: string;
  outcome?: 'ok' | 'refused';
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const ACTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

function filterOf(values: Values): AuditFilter {
  const [from, to] = values.dates ?? [];
  const targetType = values.targetType?.trim() || undefined;
  const targetId = values.targetId?.trim() || undefined;
  return {
    ...(values.operatorId ? { operatorId: values.operatorId } : {}),
    ...(values.action ? { action: values.action } : {}),
    ...(targetType ? { targetType } : {}),
    ...(targetId ? { targetId } : {}),
    ...(values.outcome ? { outcome: values.outcome } : {}),
    ...(from ? { from: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { to: to.format('YYYY-MM-DD') } : {}),
    page: 1,
  };
}

/** 审计日志: every operator call at the centre, newest first, filtered, each with its before and after. */
export function AuditPage() {
  const { centreId } = useCentre();
  const [filter, setFilter] = useState<AuditFilter>({ page: 1 });
  const query = useAudit(centreId, filter);
  const staff = useStaff(centreId);
  const [form] = Form.useForm<Values>();

  const columns: TableColumnsType<AuditRow> = [
    { title: text.at, dataIndex: 'at', width: 170, render: (at: string) => timeAtCentres(at) },
    {
      title: text.operator,
      key: 'operator',
      width: 160,
      render: (_, r) => (
        <>
          {r.operatorName} <span className="muted">{r.operatorUsername}</span>
        </>
      ),
    },
    { title: text.action, dataIndex: 'actionLabel', width: 170 },
    {
      title: text.target,
      key: 'target',
      render: (_, r) => (r.targetId ? `${r.targetType} ${r.targetId}` : r.targetType),
    },
    {
      title: text.outcome,
      key: 'outcome',
      width: 100,
      render: (_, r) => <Tag color={r.outcome === 'ok' ? 'green' : 'red'}>{text.outcomes[r.outcome]}</Tag>,
    },
  ];

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      <Form<Values>
        form={form}
        layout="inline"
        className="toolbar"
        aria-label={text.search}
        onFinish={(values) => setFilter(filterOf(values))}
        onReset={() => setFilter({ page: 1 })}
      >
        <Form.Item name="operatorId" label={text.operator}>
          <Select
            allowClear
            placeholder={text.anyone}
            style={{ width: 160 }}
            loading={staff.isPending}
            options={staff.data?.list.map((m) => ({ value: m.operatorId, label: m.name }))}
          />
        </Form.Item>
        <Form.Item name="action" label={text.action}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={text.anyAction}
            style={{ width: 200 }}
            options={ACTIONS}
          />
        </Form.Item>
        <Form.Item
          name="targetType"
          label={text.targetType}
          rules={[{ pattern: /^\s*[a-z]{1,20}\s*$/, message: text.targetTypeInvalid }]}
        >
          <Input allowClear placeholder={text.targetTypePlaceholder} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item
          name="targetId"
          label={text.targetId}
          dependencies={['targetType']}
          rules={[
            { max: 64, message: text.targetIdTooLong },
            ({ getFieldValue }) => ({
              validator: async (_, id?: string) => {
                if (id?.trim() && !getFieldValue('targetType')?.trim())
                  throw new Error(text.targetIdNeedsType);
              },
            }),
          ]}
        >
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="outcome" label={text.outcome}>
          <Select
            allowClear
            placeholder={text.anyOutcome}
            style={{ width: 120 }}
            options={[
              { value: 'ok', label: text.outcomes.ok },
              { value: 'refused', label: text.outcomes.refused },
            ]}
          />
        </Form.Item>
        <Form.Item name="dates" label={text.dates}>
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[text.dateFrom, text.dateTo]} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {text.search}
          </Button>
        </Form.Item>
        <Form.Item>
          <Button htmlType="reset">{text.reset}</Button>
        </Form.Item>
      </Form>
      {query.error && !query.data ? (
        <LoadFailed error={query.error} onRetry={query.refetch} />
      ) : (
        <Table<AuditRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.list}
          loading={query.isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: text.empty }}
          expandable={{ expandedRowRender: (r) => <AuditDetail row={r} /> }}
          pagination={{
            current: filter.page,
            pageSize: query.data?.pageSize ?? 20,
            total: query.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: text.total,
            onChange: (page) => setFilter((f) => ({ ...f, page })),
          }}
        />
      )}
    </section>
  );
}
