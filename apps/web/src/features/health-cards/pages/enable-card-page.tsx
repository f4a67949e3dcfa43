import { useQueryClient } from '@tanstack/react-query';
import {
  isSpecificCentre,
  normaliseHealthCardNo,
  validateHealthCardNo,
  validateHealthCardPassword,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { healthCardKeys } from '../api/health-card-keys.ts';
import { activateHealthCard } from '../api/health-cards.ts';
import * as copy from '../copy.ts';
import { registerPath } from '../paths.ts';
import '../health-cards.css';

const text = copy.enable;
const VALIDATE_ON = ['onChange', 'onBlur'];

interface Values {
  cardNo: string;
  password: string;
}

const checkedBy = (validate: (value: string) => string | null) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const message = validate(value ?? '');
    if (message) throw new Error(message);
  },
});

/**
 * /enableCard: a printed card's number and password (the domain's rules, as the server checks them);
 * 立即激活 waits until both are well formed. The card becomes the account's, then its holder is
 * registered (/registerInfoCard). The server's refusals (wrong number or password, too many tries,
 * already active) are said by the HTTP layer in its words.
 */
export function EnableCardPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sid = useSessionStore((s) => s.sid);
  const [form] = Form.useForm<Values>();
  const cardNo = Form.useWatch('cardNo', form) ?? '';
  const password = Form.useWatch('password', form) ?? '';
  const complete = validateHealthCardNo(cardNo) === null && validateHealthCardPassword(password) === null;
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const onFinish = async (values: Values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const card = await activateHealthCard({
        cardNo: normaliseHealthCardNo(values.cardNo),
        password: values.password,
        sysCenterId: isSpecificCentre(sid) ? sid : undefined,
      });
      await queryClient.invalidateQueries({ queryKey: healthCardKeys.all });
      showToastOnNextPage(text.activated);
      navigate(registerPath(card), { replace: true });
    } catch {
      // The HTTP layer has said why.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="hc-page">
      <p className="hc-intro">{text.intro}</p>
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ cardNo: '', password: '' }}
        onFinish={onFinish}
        footer={
          <>
            <Button block type="submit" color="primary" disabled={!complete} loading={busy}>
              {text.submit}
            </Button>
            <p className="hc-note">{text.note}</p>
          </>
        }
      >
        <Form.Item
          name="cardNo"
          label={text.cardNo}
          rules={[checkedBy(validateHealthCardNo)]}
          validateTrigger={VALIDATE_ON}
        >
          <Input placeholder={text.cardNoPlaceholder} maxLength={24} autoComplete="off" clearable />
        </Form.Item>
        <Form.Item
          name="password"
          label={text.password}
          rules={[checkedBy(validateHealthCardPassword)]}
          validateTrigger={VALIDATE_ON}
        >
          <Input
            type="password"
            placeholder={text.passwordPlaceholder}
            maxLength={12}
            autoComplete="off"
            clearable
          />
        </Form.Item>
      </Form>
    </div>
  );
}
