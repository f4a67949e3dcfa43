import { Button, Form, Input, Space } from 'antd';
import { bookingsCopy as text } from '../copy.ts';
import { orderNumberOf } from '../lib/order-number.ts';

interface CheckInByNumberProps {
  busy: boolean;
  onCheckIn: (orderNo: string) => Promise<unknown>;
  onScan: () => void;
}

/** 签到 by the order number typed in, or 扫码签到 with the camera. */
export function CheckInByNumber({ busy, onCheckIn, onScan }: CheckInByNumberProps) {
  const [form] = Form.useForm<{ orderNo: string }>();
  const submit = async ({ orderNo }: { orderNo: string }) => {
    await onCheckIn(orderNumberOf(orderNo)!)
      .then(() => form.resetFields())
      .catch(() => undefined);
  };
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={submit}
      aria-label={text.checkInTitle}
      className="check-in-form"
    >
      <Form.Item
        label={text.orderNo}
        name="orderNo"
        rules={[
          { required: true, whitespace: true, message: text.orderNoRequired },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || orderNumberOf(value)
                ? Promise.resolve()
                : Promise.reject(new Error(text.orderNoInvalid)),
          },
        ]}
      >
        <Input placeholder={text.orderNoPlaceholder} allowClear className="check-in-input" maxLength={24} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            {text.checkIn}
          </Button>
          <Button onClick={onScan}>{text.scan}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
