import { Button, Form, Input } from 'antd';
import { copy } from '@/shared/lib/copy.ts';

const text = copy.signIn;

/** The six digits an authenticator app shows, checked before anything is sent. */
export function TotpCodeForm({
  submitLabel,
  pending,
  onSubmit,
}: {
  submitLabel: string;
  pending: boolean;
  onSubmit: (code: string) => void;
}) {
  return (
    <Form<{ code: string }>
      layout="vertical"
      requiredMark={false}
      disabled={pending}
      onFinish={({ code }) => onSubmit(code.trim())}
    >
      <Form.Item
        label={text.code}
        name="code"
        rules={[
          { required: true, message: text.codeRequired },
          { pattern: /^\s*\d{6}\s*$/, message: text.codeInvalid },
        ]}
      >
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder={text.codePlaceholder}
          maxLength={6}
          autoFocus
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
