import { isApiError } from '@tijian/client';
import { Alert, Button, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { copy } from '@/shared/lib/copy.ts';
import { safeFrom } from '@/shared/lib/navigation.ts';
import { forgetOperatorSession } from '@/shared/session/operator-session.ts';
import { type OpenedSession, type SignInInput, useSignIn, useSignInWithCode } from '../api/sign-in.ts';
import { TotpCodeForm } from '../components/totp-code-form.tsx';
import './sign-in-page.css';

const text = copy.signIn;

// Enrolling a second factor is rare: its QR code drawing stays out of the sign-in page's first load.
const TotpEnrolment = lazy(async () => ({
  default: (await import('../components/totp-enrolment.tsx')).TotpEnrolment,
}));

/** Where signing in stands: the password, then the authenticator's code, or a first enrolment. */
type Stage = { kind: 'password' } | { kind: 'code'; challenge: string } | { kind: 'enrol' };

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const signInWithCode = useSignInWithCode();
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const expired = params.get('expired') === '1' && !signIn.isPending && refusal === null;
  const refuse = (error: unknown) => setRefusal(isApiError(error) ? error.message : copy.common.loadFailed);
  const goOn = () => navigate(safeFrom(params.get('from')), { replace: true });

  // An account with no centre role may be a company's HR administrator: the shell asks which companies
  // it administers and says so itself when it has neither.
  const opened = (session: OpenedSession) => {
    if (session.step === 'enrolTotp') setStage({ kind: 'enrol' });
    else goOn();
  };

  const submit = (values: SignInInput) => {
    setRefusal(null);
    signIn.mutate(values, {
      onSuccess: (answer) => {
        if (answer.step === 'totp') setStage({ kind: 'code', challenge: answer.challenge });
        else opened(answer);
      },
      onError: refuse,
    });
  };

  const submitCode = (challenge: string) => (code: string) => {
    setRefusal(null);
    signInWithCode.mutate({ challenge, code }, { onSuccess: opened, onError: refuse });
  };

  const restart = () => {
    forgetOperatorSession();
    setRefusal(null);
    setStage({ kind: 'password' });
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
        {stage.kind === 'password' ? (
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
              <Input
                autoComplete="username"
                placeholder={text.usernamePlaceholder}
                maxLength={40}
                autoFocus
              />
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
        ) : (
          <>
            {stage.kind === 'code' ? (
              <TotpCodeForm
                submitLabel={text.codeSubmit}
                pending={signInWithCode.isPending}
                onSubmit={submitCode(stage.challenge)}
              />
            ) : (
              <Suspense fallback={null}>
                <TotpEnrolment onEnrolled={goOn} />
              </Suspense>
            )}
            <Button type="link" block onClick={restart}>
              {text.restart}
            </Button>
          </>
        )}
      </div>
    </main>
  );
}
