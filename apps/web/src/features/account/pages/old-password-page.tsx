import { validatePassword } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '../api/get-user.ts';
import { useVerifyPassword } from '../api/verify-password.ts';
import { PasswordError, PasswordInput } from '../components/password-fields.tsx';
import * as copy from '../copy.ts';
import { usePasswordDraft } from '../password-draft.ts';

const text = copy.password;

export function OldPasswordPage() {
  const navigate = useNavigate();
  const { data: user, isPending } = useUser();
  const setVerified = usePasswordDraft((s) => s.setVerified);
  const verify = useVerifyPassword();
  const [oldPassword, setOldPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const error = validatePassword(oldPassword);

  if (isPending) return <Skeleton.Paragraph lineCount={3} animated />;

  if (!user?.hasPassword) {
    return (
      <div className="form-page">
        <Result status="info" title={text.noPassword} description={text.noPasswordHint} />
        <div className="form-page-actions">
          <Button
            block
            color="primary"
            onClick={() => {
              setVerified(undefined);
              navigate('/edit/newPsw');
            }}
          >
            {copy.common.next}
          </Button>
        </div>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    try {
      await verify.mutateAsync(oldPassword);
      setVerified(oldPassword);
      navigate('/edit/newPsw');
    } catch {
      // The HTTP layer shows 原密码错误 and similar; the user can retype.
    }
  };

  return (
    <form className="form-page" onSubmit={onSubmit} noValidate>
      <PasswordInput
        autoComplete="current-password"
        placeholder={text.oldPlaceholder}
        value={oldPassword}
        onChange={setOldPassword}
        onBlur={() => setTouched(true)}
      />
      <PasswordError message={touched ? error : null} />
      <div className="form-page-actions">
        <Button block type="submit" color="primary" disabled={Boolean(error)} loading={verify.isPending}>
          {copy.common.next}
        </Button>
      </div>
    </form>
  );
}
