import { Form, Input, Modal } from 'antd';
import type { StaffMember } from '../api/list-staff.ts';
import { staffCopy as text } from '../copy.ts';
import { passwordRules } from './password-rules.ts';

interface ResetPasswordDialogProps {
  member: StaffMember;
  busy: boolean;
  onReset: (password: string) => Promise<unknown>;
  onClose: () => void;
}

/** A new password for someone at the centre; their sessions end. */
export function ResetPasswordDialog({ member, busy, onReset, onClose }: ResetPasswordDialogProps) {
  const [form] = Form.useForm<{ password: string }>();
  return (
    <Modal
      open
      title={text.resetPasswordTitle(member.name)}
      okText={text.resetPassword}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <p className="muted">{text.resetPasswordHint}</p>
      <Form
        form={form}
        layout="vertical"
        aria-label={text.resetPassword}
        onFinish={({ password }) => onReset(password).then(onClose, () => undefined)}
      >
        <Form.Item label={text.newPassword} name="password" extra={text.passwordRule} rules={passwordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
