import { isApiError } from '@tijian/client';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { copy } from '@/shared/lib/copy.ts';
import { safeFrom } from '@/shared/lib/navigation.ts';
import { forgetOperatorSession } from '@/shared/session/operator-session.ts';
import { type SignInInput, useSignIn } from '../api/sign-in.ts';
import './sign-in-page.css';

const text = copy.signIn;

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const [refusal, setRefusal] = useState<string | null>(null);
  const expired = params.get('expired') === '1' && !signIn.isPending && refusal === null;

  const submit = (values: SignInInput) => {
    setRefusal(null);
    signIn.mutate(values, {
      onSuccess: (profile) => {
        if (profile.centres.length === 0) {
          forgetOperatorSession();
          setRefusal(text.noCentre);
          return;
        }
        navigate(safeFrom(params.get('from')), { replace: true });
      },
      onError: (error) => setRefusal(isApiError(error) ? error.message : copy.common.loadFailed),
    });
  };

  return (
    <main className="sign-in">
      {/* Plain elements rather than antd's Card and Typography: the first load carries only the form. */}
      <div className="sign-in-card">
        <h1 className="sign-in-title">{copy.appName}</h1>
        <p className="sign-in-subtitle">{text.title}</p>
        {expired ? <Alert type="warning" showIcon title={text.expired} className="sign-in-alert" /> : null}
        {refusal ? (
          <Alert type="error" showIcon title={refusal} className="sign-in-alert" role="alert" />
        ) : null}
        <Form<SignInInput>
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
          disabled={signIn.isPending}
        >
          <Form.Item
            label={text.username}
            name="username"
            rules={[{ required: true, whitespace: true, message: text.usernameRequired }]}
          >
            <Input autoComplete="username" placeholder={text.usernamePlaceholder} maxLength={40} autoFocus />
          </Form.Item>
          <Form.Item
            label={text.password}
            name="password"
            rules={[{ required: true, message: text.passwordRequired }]}
          >
            <Input.Password
              autoComplete="current-password"
              placeholder={text.passwordPlaceholder}
              maxLength={64}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            {text.submit}
          </Button>
        </Form>
      </div>
    </main>
  );
}
