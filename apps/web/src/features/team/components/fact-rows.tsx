import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';

/** A titled list of label → value rows (确认信息, 提交's summary). */
export function FactRows({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <List header={title}>
      {rows.map(([label, value]) => (
        <List.Item key={label} extra={value}>
          {label}
        </List.Item>
      ))}
    </List>
  );
}
