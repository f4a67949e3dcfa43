import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import type { OperatorOrder, OperatorOrderList } from '../api/list-orders.ts';
import { orderCopy } from '../copy.ts';

/** A queue of the centre's orders (to review, to report on): its table, load failure and count. */
export function OrderQueueTable({
  query,
  columns,
  emptyText,
}: {
  query: UseQueryResult<OperatorOrderList>;
  columns: TableColumnsType<OperatorOrder>;
  emptyText: string;
}) {
  if (query.error && !query.data) return <LoadFailed error={query.error} onRetry={query.refetch} />;
  return (
    <Table<OperatorOrder>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={query.data?.list}
      loading={query.isPending}
      pagination={false}
      scroll={{ x: 1100 }}
      locale={{ emptyText }}
      footer={query.data ? () => orderCopy.total(query.data.list.length, query.data.total) : undefined}
    />
  );
}
