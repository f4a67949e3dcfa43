import { validateMobilePhone, validatePassword } from '@tijian/domain';
import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { copy } from '../../../shared/lib/copy.ts';
import { LoginField } from './login-field.tsx';
import type { LoginFormProps } from './sms-login-form.tsx';
import { useLoginAttempt } from './use-login-attempt.ts';

const text = copy.login;

export function PasswordLoginForm({ onSuccess }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ username: false, password: false });
  const { attempt, failure, pending } = useLoginAttempt(onSuccess);

  const errors = { username: validateMobilePhone(username), password: validatePassword(password) };
  const canLogin = !errors.username && !errors.password && !pending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (!canLogin) return;
    await attempt({ mode: 'password', username: username.trim(), password }, username.trim());
  };

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <LoginField
        id="pwd-username"
        label={text.phoneLabel}
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        maxLength={11}
        placeholder={text.phonePlaceholder}
        value={username}
        onChange={setUsername}
        onBlur={() => setTouched((t) => ({ ...t, username: true }))}
        error={touched.username ? errors.username : null}
      />
      <LoginField
        id="pwd-password"
        label={text.passwordLabel}
        type="password"
        autoComplete="current-password"
        maxLength={20}
        placeholder={text.passwordPlaceholder}
        value={password}
        onChange={setPassword}
        onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        error={touched.password ? errors.password : null}
      />
      {failure && (
        <p className="login-failure" role="alert">
          {failure}
        </p>
      )}
      <Button block type="submit" color="primary" size="large" disabled={!canLogin} loading={pending}>
        {text.submit}
      </Button>
    </form>
  );
}
