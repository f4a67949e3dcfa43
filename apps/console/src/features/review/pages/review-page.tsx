import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  type OperatorOrder,
  OrderQueueTable,
  orderCopy,
  personColumns,
  type ReviewDecision,
  useDecideReview,
  useOrders,
} from '@/features/orders/index.ts';
import { useCentre } from '@/shared/session/centre-context.tsx';
import { showSuccess } from '@/shared/ui/feedback.ts';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { ReviewDialog } from '../components/review-dialog.tsx';
import { reviewCopy as text } from '../copy.ts';

/** 医生审核: the centre's orders waiting for the doctor (待审核), each approved or refused with a note. */
export function ReviewPage() {
  const { centreId } = useCentre();
  const query = useOrders(centreId, { status: 'order_pending', items: '1' });
  const decide = useDecideReview(centreId);
  const [open, setOpen] = useState<OperatorOrder | null>(null);

  const onDecide = (decision: ReviewDecision) =>
    decide.mutateAsync(decision).then((order) => {
      showSuccess(decision.approve ? text.approved(order.name) : text.refused(order.name));
    });

  const columns: TableColumnsType<OperatorOrder> = [
    { title: orderCopy.date, dataIndex: 'boExaminationDate', width: 120 },
    ...personColumns(),
    {
      title: text.items,
      key: 'items',
      render: (_, o) => (o.items ?? []).map((i) => i.item).join('、'),
      ellipsis: true,
    },
    {
      title: orderCopy.actions,
      key: 'actions',
      width: 90,
      render: (_, order) => (
        <Button size="small" type="primary" onClick={() => setOpen(order)}>
          {text.decide}
        </Button>
      ),
    },
  ];

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      <OrderQueueTable query={query} columns={columns} emptyText={text.empty} />
      {open ? (
        <ReviewDialog
          order={open}
          busy={decide.isPending}
          onDecide={onDecide}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
