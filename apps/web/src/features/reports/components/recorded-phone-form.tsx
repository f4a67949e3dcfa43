import {
  maskPhone,
  RuleMessages,
  SMS_CODE_LENGTH,
  SMS_COUNTDOWN_SECONDS,
  validateIdCard,
  validateMobilePhone,
  validateName,
  validateSmsCode,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { type ReactNode, useRef, useState } from 'react';
import { useCountdown } from '@/features/auth/index.ts';
import * as copy from '../copy.ts';
import '../reports.css';

const text = copy.codeForm;

/** Who, and the phone the centre recorded for their examinations. */
export interface RecordedPerson {
  name: string;
  idCardNo: string;
  mobilePhone: string;
}

export interface RecordedPhoneValues extends RecordedPerson {
  msgCode: string;
  /** what the page's own fields (`children`) hold */
  [field: string]: unknown;
}

interface RecordedPhoneFormProps {
  placeholders: { name: string; idCard: string; phone: string };
  submitText: string;
  initialPhone?: string;
  /** the page's own fields, between the phone and the code */
  children?: ReactNode;
  sendCode(person: RecordedPerson): Promise<{ countdown?: number }>;
  /** throws when refused (the HTTP layer has shown why) */
  submit(person: RecordedPerson, values: RecordedPhoneValues): Promise<void>;
}

const VALIDATE_ON = ['onChange', 'onBlur'];

// Each field is checked by the domain's validator, the same the server applies.
const checkedBy = (validate: (value: string) => string | null) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const message = validate((value ?? '').trim());
    if (message) throw new Error(message);
  },
});

/** A required field, checked by the domain's validator as the person types and leaves it. */
function CheckedItem({
  name,
  label,
  validate,
  extra,
  children,
}: {
  name: string;
  label: string;
  validate: (value: string) => string | null;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      required
      rules={[checkedBy(validate)]}
      validateTrigger={VALIDATE_ON}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}

const personOf = (values: RecordedPerson): RecordedPerson => ({
  name: values.name.trim(),
  idCardNo: values.idCardNo.trim().toUpperCase(),
  mobilePhone: values.mobilePhone.trim(),
});

/**
 * Name, ID number and phone, then a code sent to that phone: what claiming a report and linking a
 * family member both ask. The note after sending names only the phone typed, masked, and reads the
 * same whether or not a report matches; the 59 s countdown is the login form's.
 */
export function RecordedPhoneForm({
  placeholders,
  submitText,
  initialPhone = '',
  children,
  sendCode,
  submit,
}: RecordedPhoneFormProps) {
  const [form] = Form.useForm<RecordedPhoneValues>();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const counting = countdown.remaining > 0;

  const onSend = async () => {
    try {
      await form.validateFields(['name', 'idCardNo', 'mobilePhone']);
    } catch {
      return;
    }
    const person = personOf(form.getFieldsValue(true) as RecordedPhoneValues);
    setSending(true);
    try {
      const result = await sendCode(person);
      countdown.start(result.countdown ?? SMS_COUNTDOWN_SECONDS);
      setSentTo(maskPhone(person.mobilePhone));
    } catch {
      // The HTTP layer has shown why; the countdown does not start on a failed send.
    } finally {
      setSending(false);
    }
  };

  const onFinish = async (values: RecordedPhoneValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await submit(personOf(values), { ...values, msgCode: values.msgCode.trim() });
    } catch {
      // The HTTP layer has shown why.
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      initialValues={{ name: '', idCardNo: '', mobilePhone: initialPhone, msgCode: '' }}
      onFinish={onFinish}
      footer={
        <>
          {sentTo ? (
            <p className="code-sent-note" role="status">
              {text.sentTo(sentTo)}
            </p>
          ) : null}
          <Button block type="submit" color="primary" size="large" loading={submitting}>
            {submitText}
          </Button>
        </>
      }
    >
      <CheckedItem name="name" label={text.name} validate={validateName}>
        <Input placeholder={placeholders.name} maxLength={10} clearable />
      </CheckedItem>
      <CheckedItem name="idCardNo" label={text.idCard} validate={validateIdCard}>
        <Input placeholder={placeholders.idCard} maxLength={18} clearable />
      </CheckedItem>
      <CheckedItem name="mobilePhone" label={text.phone} validate={validateMobilePhone}>
        <Input placeholder={placeholders.phone} maxLength={11} type="tel" inputMode="numeric" clearable />
      </CheckedItem>
      {children}
      <CheckedItem
        name="msgCode"
        label={text.code}
        validate={(v) => (v ? validateSmsCode(v) : RuleMessages.smsCodeRequired)}
        extra={
          <Button
            size="small"
            color="primary"
            fill="outline"
            disabled={counting || sending}
            loading={sending}
            onClick={onSend}
          >
            {counting ? text.sent(countdown.remaining) : sentTo ? text.resend : text.sendCode}
          </Button>
        }
      >
        <Input
          placeholder={text.codePlaceholder}
          maxLength={SMS_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
      </CheckedItem>
    </Form>
  );
}
