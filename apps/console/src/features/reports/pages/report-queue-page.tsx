import { Button, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import {
  type OperatorOrder,
  OrderQueueTable,
  orderCopy,
  personColumns,
  useOrders,
} from '@/features/orders/index.ts';
import { useCentre } from '@/shared/session/centre-context.tsx';
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
      <OrderQueueTable query={query} columns={columns} emptyText={text.empty} />
    </section>
  );
}
