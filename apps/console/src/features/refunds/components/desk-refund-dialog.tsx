import type { OperatorOrder } from '@tijian/contract';
import { yuanToFen } from '@tijian/domain';
import { Alert, Button, Form, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { OrderStatusTag, orderCopy } from '@/features/orders/index.ts';
import { copy } from '@/shared/lib/copy.ts';
import { showSuccess } from '@/shared/ui/feedback.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { useDeskRefund } from '../api/desk-refund.ts';
import { useFindOrders } from '../api/find-orders.ts';
import { useOrderRefunds } from '../api/order-refunds.ts';
import { refundsCopy } from '../copy.ts';
import { RefundOrderDetail, yuan } from './refund-order-detail.tsx';

const text = refundsCopy.desk;
const REASON_MAX = 100;
const YUAN = /^\d+(\.\d{1,2})?$/;

interface Values {
  amount: string;
  reason: string;
}

/**
 * 前台退款: find a checked-in or examined order, see what of its online payment may still go back, and
 * give back part or all of it with a reason. The request key is made once per opening of the dialog,
 * so a second click or a retry answers the first refund instead of making another.
 */
export function DeskRefundDialog({ centreId, onClose }: { centreId: string; onClose: () => void }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [q, setQ] = useState('');
  const [orderId, setOrderId] = useState<number | null>(null);
  const found = useFindOrders(centreId, q);
  const detail = useOrderRefunds(centreId, orderId);
  const refund = useDeskRefund(centreId);
  const [form] = Form.useForm<Values>();

  const refundable = detail.data?.refundableOnline ?? 0;
  const canRefund = detail.data !== undefined && detail.data.deskRefusal === null && refundable > 0;

  const submit = (values: Values) => {
    if (orderId === null) return;
    refund
      .mutateAsync({
        orderId,
        amount: yuanToFen(values.amount.trim()),
        reason: values.reason.trim(),
        idempotencyKey,
      })
      .then(
        (done) => {
          showSuccess(text.done(done.order.orderNo, yuan(done.amount)));
          onClose();
        },
        // The server's words are shown by the API client; the order's picture is read again.
        () => void detail.refetch(),
      );
  };

  return (
    <Modal
      open
      width={760}
      title={text.title}
      onCancel={onClose}
      destroyOnHidden
      footer={
        orderId === null
          ? null
          : [
              <Button key="back" onClick={() => setOrderId(null)}>
                {text.back}
              </Button>,
              <Button
                key="submit"
                type="primary"
                danger
                disabled={!canRefund}
                loading={refund.isPending}
                onClick={() => form.submit()}
              >
                {text.submit}
              </Button>,
            ]
      }
    >
      {orderId === null ? (
        <>
          <Input.Search
            aria-label={text.search}
            placeholder={text.searchPlaceholder}
            enterButton={text.search}
            allowClear
            maxLength={30}
            onSearch={(value) => setQ(value.trim())}
          />
          {q === '' ? null : found.error ? (
            <LoadFailed error={found.error} onRetry={found.refetch} />
          ) : (
            <Table<OperatorOrder>
              rowKey="id"
              size="small"
              loading={found.isPending}
              dataSource={found.data?.list}
              pagination={false}
              locale={{ emptyText: text.noMatch }}
              columns={[
                { title: orderCopy.orderNo, dataIndex: 'orderNo', width: 190 },
                { title: orderCopy.name, dataIndex: 'name', width: 90 },
                { title: orderCopy.date, dataIndex: 'boExaminationDate', width: 110 },
                { title: orderCopy.status, key: 'status', render: (_, o) => <OrderStatusTag order={o} /> },
                {
                  title: orderCopy.actions,
                  key: 'choose',
                  width: 80,
                  render: (_, o) => (
                    <Button size="small" onClick={() => setOrderId(o.id)}>
                      {text.choose}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </>
      ) : detail.error && !detail.data ? (
        <LoadFailed error={detail.error} onRetry={detail.refetch} />
      ) : !detail.data ? (
        <p className="loading-text">{copy.common.loading}</p>
      ) : (
        <>
          <p>
            {detail.data.order.orderNo} · {detail.data.order.name} · {detail.data.order.examDate}{' '}
            {detail.data.order.slotTime} · {detail.data.order.statusName}
          </p>
          <p>
            {text.refundable}：<strong>{yuan(refundable)}</strong>
          </p>
          {detail.data.deskRefusal ? <Alert type="warning" showIcon title={detail.data.deskRefusal} /> : null}
          <RefundOrderDetail detail={detail.data} />
          {canRefund ? (
            <Form<Values> form={form} layout="vertical" onFinish={submit} aria-label={text.title}>
              <Form.Item
                label={text.amount}
                name="amount"
                rules={[
                  { required: true, whitespace: true, message: text.amountRequired },
                  {
                    validator: async (_, value?: string) => {
                      const v = value?.trim() ?? '';
                      if (v === '') return;
                      if (!YUAN.test(v)) throw new Error(text.amountInvalid);
                      const amount = yuanToFen(v);
                      if (amount <= 0) throw new Error(text.amountPositive);
                      if (amount > refundable) throw new Error(text.amountTooMuch(yuan(refundable)));
                    },
                  },
                ]}
              >
                <Input inputMode="decimal" prefix="¥" />
              </Form.Item>
              <Form.Item
                label={text.reason}
                name="reason"
                rules={[
                  { required: true, whitespace: true, message: text.reasonRequired },
                  { max: REASON_MAX, message: text.reasonTooLong },
                ]}
              >
                <Input.TextArea
                  rows={2}
                  placeholder={text.reasonPlaceholder}
                  showCount
                  maxLength={REASON_MAX}
                />
              </Form.Item>
            </Form>
          ) : null}
        </>
      )}
    </Modal>
  );
}
