import { Form, Input, Modal, Radio } from 'antd';
import '@/shared/ui/page.css';
import type { OperatorOrder, ReviewDecision } from '@/features/orders/index.ts';
import { reviewCopy as text } from '../copy.ts';

const NOTE_MAX = 200;

interface Values {
  approve: boolean;
  note?: string;
}

interface ReviewDialogProps {
  order: OperatorOrder;
  busy: boolean;
  onDecide: (decision: ReviewDecision) => Promise<unknown>;
  onClose: () => void;
}

/** The doctor's decision on one order: 通过 or 不通过, with a note the person reads (required to refuse). */
export function ReviewDialog({ order, busy, onDecide, onClose }: ReviewDialogProps) {
  const [form] = Form.useForm<Values>();
  const submit = (values: Values) =>
    onDecide({ orderId: order.id, approve: values.approve, note: values.note?.trim() ?? '' }).then(
      onClose,
      () => undefined,
    );
  return (
    <Modal
      open
      title={text.dialogTitle(order.name)}
      okText={text.submit}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <p className="muted">
        {order.orderNo} · {order.boExaminationDate} {order.boExaminationTime}
      </p>
      <p>{(order.items ?? []).map((i) => i.item).join('、')}</p>
      <Form<Values> form={form} layout="vertical" onFinish={submit} aria-label={text.decide}>
        <Form.Item
          label={text.decision}
          name="approve"
          rules={[{ required: true, message: text.decisionRequired }]}
        >
          <Radio.Group
            options={[
              { value: true, label: text.approve },
              { value: false, label: text.refuse },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={text.note}
          name="note"
          extra={text.visibleHint}
          dependencies={['approve']}
          rules={[
            // Read at validation time: the choice made a moment ago may not have re-rendered the rules yet.
            ({ getFieldValue }) => ({
              validator: async (_, note?: string) => {
                if (getFieldValue('approve') === false && !note?.trim()) throw new Error(text.noteRequired);
              },
            }),
            { max: NOTE_MAX, message: text.noteTooLong },
          ]}
        >
          <Input.TextArea rows={3} placeholder={text.notePlaceholder} showCount maxLength={NOTE_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
