import { Descriptions, Table } from 'antd';
import '@/shared/ui/page.css';
import type { AuditRow } from '../api/list-audit.ts';
import { auditCopy as text } from '../copy.ts';

interface FieldRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

function shown(value: unknown): string {
  if (value === undefined) return text.none;
  if (value === null) return 'null';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The record's fields before and after the call, side by side, changed ones marked. */
export function fieldRows(before: AuditRow['before'], after: AuditRow['after']): FieldRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const b = before ? shown(before[field]) : text.none;
    const a = after ? shown(after[field]) : text.none;
    return { field, before: b, after: a, changed: b !== a };
  });
}

/** One call of the log: what was asked, why it was refused, and the record before and after. */
export function AuditDetail({ row }: { row: AuditRow }) {
  const fields = fieldRows(row.before, row.after);
  return (
    <div>
      {row.reason ? <p className="danger">{text.refusedWhy(row.reason)}</p> : null}
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={text.request}>
          <code>{JSON.stringify(row.request)}</code>
        </Descriptions.Item>
      </Descriptions>
      {fields.length === 0 ? (
        <p className="muted">{text.notRecorded}</p>
      ) : (
        <Table<FieldRow>
          rowKey="field"
          size="small"
          pagination={false}
          dataSource={fields}
          aria-label={`${text.before} / ${text.after}`}
          columns={[
            { title: text.field, dataIndex: 'field', width: 180 },
            { title: text.before, dataIndex: 'before' },
            {
              title: text.after,
              key: 'after',
              render: (_, f) => (f.changed ? <strong>{f.after}</strong> : f.after),
            },
          ]}
        />
      )}
    </div>
  );
}
