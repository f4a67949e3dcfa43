import type { OperatorRefund } from '@tijian/contract';
import { Form, Input, Modal } from 'antd';
import type { RefundDecision } from '../api/decide-refund.ts';
import { refundsCopy as text } from '../copy.ts';

const REASON_MAX = 100;

interface RefuseDialogProps {
  refund: OperatorRefund;
  busy: boolean;
  onDecide: (decision: RefundDecision) => Promise<unknown>;
  onClose: () => void;
}

/** 拒绝 a refund request, with the reason the person reads. */
export function RefuseDialog({ refund, busy, onDecide, onClose }: RefuseDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  // Closed whatever the answer: a refusal from the server (decided meanwhile) is told by the API
  // client's message and the list is read again, showing the request as it is now.
  const submit = ({ reason }: { reason: string }) =>
    onDecide({ orderId: refund.order.id, approve: false, reason: reason.trim() }).then(onClose, onClose);
  return (
    <Modal
      open
      title={text.decideTitle(refund.order.orderNo)}
      okText={text.refuseSubmit}
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <p className="muted">
        {refund.order.name} · {refund.order.examDate} · {refund.reason}
      </p>
      <Form form={form} layout="vertical" onFinish={submit} aria-label={text.refuse}>
        <Form.Item
          label={text.refuseReason}
          name="reason"
          rules={[
            { required: true, whitespace: true, message: text.refuseReasonRequired },
            { max: REASON_MAX, message: text.refuseReasonTooLong },
          ]}
        >
          <Input.TextArea
            rows={3}
            placeholder={text.refuseReasonPlaceholder}
            showCount
            maxLength={REASON_MAX}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
