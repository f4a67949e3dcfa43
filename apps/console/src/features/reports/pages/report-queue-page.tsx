import { Button, Table, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { type OperatorOrder, orderCopy, personColumns, useOrders } from '@/features/orders/index.ts';
import { useCentre } from '@/shared/session/centre-context.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { reportsCopy as text } from '../copy.ts';
import { REPORT_QUEUE } from '../lib/report-queue.ts';

/** 报告: the centre's examined orders waiting for their report (待分析报告). */
export function ReportQueuePage() {
  const { centreId } = useCentre();
  const navigate = useNavigate();
  const query = useOrders(centreId, REPORT_QUEUE);

  const columns: TableColumnsType<OperatorOrder> = [
    { title: orderCopy.date, dataIndex: 'boExaminationDate', width: 120 },
    ...personColumns(),
    {
      title: orderCopy.actions,
      key: 'actions',
      width: 110,
      render: (_, order) => (
        <Button size="small" type="primary" onClick={() => navigate(`/reports/${order.id}`)}>
          {text.enter}
        </Button>
      ),
    },
  ];

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      {query.error && !query.data ? (
        <LoadFailed error={query.error} onRetry={query.refetch} />
      ) : (
        <Table<OperatorOrder>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.list}
          loading={query.isPending}
          pagination={false}
          scroll={{ x: 1100 }}
          locale={{ emptyText: text.empty }}
          footer={query.data ? () => orderCopy.total(query.data.list.length, query.data.total) : undefined}
        />
      )}
    </section>
  );
}
