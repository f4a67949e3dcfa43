import type { OperatorRoleName } from '@tijian/contract';
import { Form, Input, Modal, Select } from 'antd';
import type { NewStaff } from '../api/create-staff.ts';
import { staffCopy as text } from '../copy.ts';
import { passwordRules } from './password-rules.ts';

export const ROLE_OPTIONS = (Object.keys(text.roles) as OperatorRoleName[]).map((role) => ({
  value: role,
  label: text.roles[role],
}));

interface CreateStaffDialogProps {
  busy: boolean;
  onCreate: (member: NewStaff) => Promise<unknown>;
  onClose: () => void;
}

/** A new account at the centre: the contract's rules for the username, the name and the password. */
export function CreateStaffDialog({ busy, onCreate, onClose }: CreateStaffDialogProps) {
  const [form] = Form.useForm<NewStaff>();
  // Kept open on a refusal (a username already taken): the server's words are shown, the form stays.
  const submit = (values: NewStaff) =>
    onCreate({ ...values, username: values.username.trim(), name: values.name.trim() }).then(
      onClose,
      () => undefined,
    );
  return (
    <Modal
      open
      title={text.create}
      okText={text.createSubmit}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form<NewStaff> form={form} layout="vertical" onFinish={submit} aria-label={text.create}>
        <Form.Item
          label={text.username}
          name="username"
          rules={[
            { required: true, whitespace: true, message: text.usernameRequired },
            { pattern: /^\s*[a-z0-9_-]{3,40}\s*$/, message: text.usernameInvalid },
          ]}
        >
          <Input placeholder={text.usernamePlaceholder} autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item
          label={text.name}
          name="name"
          rules={[
            { required: true, whitespace: true, message: text.nameRequired },
            { max: 20, message: text.nameTooLong },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={text.role} name="role" rules={[{ required: true, message: text.roleRequired }]}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item label={text.password} name="password" extra={text.passwordRule} rules={passwordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
