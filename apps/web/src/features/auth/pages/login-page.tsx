import Tabs from 'antd-mobile/es/components/tabs';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '../api/login.ts';
import { PasswordLoginForm } from '../components/password-login-form.tsx';
import { SmsLoginForm } from '../components/sms-login-form.tsx';
import * as copy from '../copy.ts';
import { safeRedirect, startSession } from '../session.ts';
import './login-page.css';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const onSuccess = async (result: LoginResult, phone: string) => {
    await startSession(result, phone);
    navigate(safeRedirect(params.get('redirect'), '/personage'), { replace: true });
  };

  return (
    <div className="login-page">
      {/* destroyOnClose keeps one form in the page, so each placeholder names exactly one input. */}
      <Tabs defaultActiveKey="sms">
        <Tabs.Tab title={copy.login.smsTab} key="sms" destroyOnClose>
          <SmsLoginForm onSuccess={onSuccess} />
        </Tabs.Tab>
        <Tabs.Tab title={copy.login.passwordTab} key="password" destroyOnClose>
          <PasswordLoginForm onSuccess={onSuccess} />
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}
