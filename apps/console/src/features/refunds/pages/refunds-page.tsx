import type { RefundStatus } from '@tijian/domain';
import { REFUND_STATUS_NAMES } from '@tijian/domain';
import { Button, Popconfirm, Radio, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { timeAtCentres } from '@/shared/lib/dayjs.ts';
import { useCentre } from '@/shared/session/centre-context.tsx';
import { showSuccess } from '@/shared/ui/feedback.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { type RefundDecision, useDecideRefund } from '../api/decide-refund.ts';
import { type OperatorRefund, useRefunds } from '../api/list-refunds.ts';
import { DeskRefundDialog } from '../components/desk-refund-dialog.tsx';
import { RefundOrderDetail, refundExtras, yuan } from '../components/refund-order-detail.tsx';
import { RefundStatusTag } from '../components/refund-status-tag.tsx';
import { RefuseDialog } from '../components/refuse-dialog.tsx';
import { refundsCopy as text } from '../copy.ts';

const ALL = 'all';
const STATES = Object.keys(REFUND_STATUS_NAMES) as RefundStatus[];

/** 退款: the centre's refund requests, each decided (同意退款 / 拒绝), and the desk's refund of an order. */
export function RefundsPage() {
  const { centreId } = useCentre();
  const [status, setStatus] = useState<RefundStatus | undefined>('applied');
  const [page, setPage] = useState(1);
  const query = useRefunds(centreId, { status, page });
  const decide = useDecideRefund(centreId);
  const [refusing, setRefusing] = useState<OperatorRefund | null>(null);
  const [desk, setDesk] = useState(false);

  const onDecide = (decision: RefundDecision) =>
    decide.mutateAsync(decision).then((done) => {
      showSuccess(
        decision.approve ? text.approved(done.order.orderNo) : text.refusedDone(done.order.orderNo),
      );
    });

  const columns: TableColumnsType<OperatorRefund> = [
    { title: text.orderNo, key: 'orderNo', width: 190, render: (_, r) => r.order.orderNo },
    { title: text.name, key: 'name', width: 90, render: (_, r) => r.order.name },
    { title: text.examDate, key: 'examDate', width: 110, render: (_, r) => r.order.examDate },
    {
      title: text.amount,
      key: 'amount',
      width: 160,
      render: (_, r) => (
        <>
          {yuan(r.amount)}
          {refundExtras(r) ? <div className="muted">{refundExtras(r)}</div> : null}
        </>
      ),
    },
    { title: text.reason, dataIndex: 'reason', ellipsis: true },
    { title: text.status, key: 'status', width: 110, render: (_, r) => <RefundStatusTag refund={r} /> },
    {
      title: text.appliedAt,
      dataIndex: 'appliedAt',
      width: 170,
      render: (at: string) => timeAtCentres(at),
    },
    {
      title: text.actions,
      key: 'actions',
      width: 170,
      render: (_, r) =>
        r.status === 'applied' && r.kind === 'order' ? (
          <Space>
            <Popconfirm
              title={text.approveConfirm}
              onConfirm={() => onDecide({ orderId: r.order.id, approve: true }).catch(() => undefined)}
            >
              <Button size="small" type="primary" loading={decide.isPending}>
                {text.approve}
              </Button>
            </Popconfirm>
            <Button size="small" danger onClick={() => setRefusing(r)}>
              {text.refuse}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      <Space wrap className="toolbar">
        <Radio.Group
          optionType="button"
          value={status ?? ALL}
          onChange={(e) => {
            setStatus(e.target.value === ALL ? undefined : (e.target.value as RefundStatus));
            setPage(1);
          }}
          options={[
            ...STATES.map((s) => ({ value: s, label: REFUND_STATUS_NAMES[s] })),
            { value: ALL, label: text.all },
          ]}
        />
        <Button onClick={() => setDesk(true)}>{text.desk.open}</Button>
      </Space>
      {query.error && !query.data ? (
        <LoadFailed error={query.error} onRetry={query.refetch} />
      ) : (
        <Table<OperatorRefund>
          rowKey="refundNo"
          size="middle"
          columns={columns}
          dataSource={query.data?.list}
          loading={query.isPending}
          scroll={{ x: 1100 }}
          locale={{ emptyText: text.empty }}
          expandable={{
            expandedRowRender: (r) => <RefundOrderDetail detail={r} exceptRefundNo={r.refundNo} />,
          }}
          pagination={{
            current: page,
            pageSize: query.data?.pageSize ?? 20,
            total: query.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: text.total,
            onChange: setPage,
          }}
        />
      )}
      {refusing ? (
        <RefuseDialog
          refund={refusing}
          busy={decide.isPending}
          onDecide={onDecide}
          onClose={() => setRefusing(null)}
        />
      ) : null}
      {desk ? <DeskRefundDialog centreId={centreId} onClose={() => setDesk(false)} /> : null}
    </section>
  );
}
