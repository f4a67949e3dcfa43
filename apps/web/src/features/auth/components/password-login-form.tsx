import { ErrorCode, validateMobilePhone, validatePassword } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { type FormEvent, useState } from 'react';
import { imageCodeUrl } from '../api/image-code.ts';
import * as copy from '../copy.ts';
import { LoginField } from './login-field.tsx';
import type { LoginFormProps } from './sms-login-form.tsx';
import { useLoginAttempt } from './use-login-attempt.ts';

const text = copy.login;

export function PasswordLoginForm({ onSuccess }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ username: false, password: false });
  const { attempt, failure, pending } = useLoginAttempt(onSuccess);
  // After 5 failures the server asks for the picture code (login,picCode); each try spends one.
  const [imageCode, setImageCode] = useState('');
  const [imageStamp, setImageStamp] = useState<number | null>(null);
  const needImage = imageStamp !== null;

  const errors = { username: validateMobilePhone(username), password: validatePassword(password) };
  const canLogin =
    !errors.username && !errors.password && (!needImage || imageCode.trim() !== '') && !pending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (!canLogin) return;
    const failed = await attempt(
      {
        mode: 'password',
        username: username.trim(),
        password,
        ...(needImage ? { picValidateCode: imageCode.trim() } : {}),
      },
      username.trim(),
    );
    // A failure spends the picture code: show a fresh one (the first time, the server asked for it).
    if (failed === ErrorCode.loginPicCode || (failed && needImage)) {
      setImageStamp(Date.now());
      setImageCode('');
    }
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
      {needImage && (
        <LoginField
          id="pwd-image-code"
          label={text.imageCodeLabel}
          maxLength={4}
          autoComplete="off"
          placeholder={text.imageCodePlaceholder}
          value={imageCode}
          onChange={setImageCode}
          error={null}
          extra={
            <button
              type="button"
              className="login-image-code"
              title={text.imageCodeRefresh}
              onClick={() => setImageStamp(Date.now())}
            >
              <img src={imageCodeUrl(imageStamp)} alt={text.imageCodeAlt} width={96} height={36} />
            </button>
          }
        />
      )}
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
