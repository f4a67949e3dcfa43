import { useQueryClient } from '@tanstack/react-query';
import {
  RELATIONS,
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
import Selector from 'antd-mobile/es/components/selector';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCountdown } from '@/features/auth/index.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { reportKeys } from '../api/report-keys.ts';
import { linkFamilyReports, sendFamilyCode } from '../api/reports.ts';
import * as copy from '../copy.ts';
import '../reports.css';

const text = copy.addFamily;

interface Values {
  name: string;
  idCardNo: string;
  mobilePhone: string;
  relationCode: string[];
  msgCode: string;
}

const VALIDATE_ON = ['onChange', 'onBlur'];

// Each field is checked by the domain's validator, the same the server applies.
const checkedBy = (validate: (value: string) => string | null) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const message = validate((value ?? '').trim());
    if (message) throw new Error(message);
  },
});

const person = (values: Values) => ({
  name: values.name.trim(),
  idCardNo: values.idCardNo.trim().toUpperCase(),
  mobilePhone: values.mobilePhone.trim(),
});

/**
 * /report/addFamily: link a family member's reports. The server sends the code to the phone the
 * member left at their exam, so the member agrees by telling it; the 59 s countdown is the login form's.
 */
export function AddFamilyReportPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const [linking, setLinking] = useState(false);
  const inFlight = useRef(false);
  const counting = countdown.remaining > 0;

  const onSend = async () => {
    try {
      await form.validateFields(['name', 'idCardNo', 'mobilePhone']);
    } catch {
      return;
    }
    setSending(true);
    try {
      const result = await sendFamilyCode(person(form.getFieldsValue(true) as Values));
      countdown.start(result.countdown ?? SMS_COUNTDOWN_SECONDS);
      setSentOnce(true);
      showToast(text.codeSent);
    } catch {
      // The HTTP layer has shown why; the countdown does not start on a failed send.
    } finally {
      setSending(false);
    }
  };

  const onFinish = async (values: Values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLinking(true);
    try {
      const linked = await linkFamilyReports({
        ...person(values),
        relationCode: values.relationCode[0] as (typeof RELATIONS)[number]['code'],
        msgCode: values.msgCode.trim(),
      });
      await queryClient.invalidateQueries({ queryKey: reportKeys.all });
      showToast(text.linked(linked.name, linked.reportCount));
      navigate('/report/list', { replace: true });
    } catch {
      // The HTTP layer has shown why.
    } finally {
      inFlight.current = false;
      setLinking(false);
    }
  };

  return (
    <div className="add-family-page">
      <p className="add-family-intro">{text.intro}</p>
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ name: '', idCardNo: '', mobilePhone: '', relationCode: [], msgCode: '' }}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={linking}>
            {text.submit}
          </Button>
        }
      >
        <Form.Item
          name="name"
          label={text.name}
          required
          rules={[checkedBy(validateName)]}
          validateTrigger={VALIDATE_ON}
        >
          <Input placeholder={text.namePlaceholder} maxLength={10} clearable />
        </Form.Item>
        <Form.Item
          name="idCardNo"
          label={text.idCard}
          required
          rules={[checkedBy(validateIdCard)]}
          validateTrigger={VALIDATE_ON}
        >
          <Input placeholder={text.idCardPlaceholder} maxLength={18} clearable />
        </Form.Item>
        <Form.Item
          name="mobilePhone"
          label={text.phone}
          required
          rules={[checkedBy(validateMobilePhone)]}
          validateTrigger={VALIDATE_ON}
        >
          <Input
            placeholder={text.phonePlaceholder}
            maxLength={11}
            type="tel"
            inputMode="numeric"
            clearable
          />
        </Form.Item>
        <Form.Item
          name="relationCode"
          label={text.relation}
          layout="vertical"
          required
          rules={[{ required: true, type: 'array', min: 1, message: text.relationRequired }]}
        >
          <Selector columns={4} options={RELATIONS.map((r) => ({ label: r.name, value: r.code }))} />
        </Form.Item>
        <Form.Item
          name="msgCode"
          label={text.code}
          required
          rules={[checkedBy((v) => (v ? validateSmsCode(v) : RuleMessages.smsCodeRequired))]}
          validateTrigger={VALIDATE_ON}
          extra={
            <Button
              size="small"
              color="primary"
              fill="outline"
              disabled={counting || sending}
              loading={sending}
              onClick={onSend}
            >
              {counting ? text.sent(countdown.remaining) : sentOnce ? text.resend : text.sendCode}
            </Button>
          }
        >
          <Input
            placeholder={text.codePlaceholder}
            maxLength={SMS_CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Form.Item>
      </Form>
    </div>
  );
}
