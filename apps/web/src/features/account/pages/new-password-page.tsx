import { validateNewPassword } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSetPassword } from '../api/set-password.ts';
import { PasswordError, PasswordInput } from '../components/password-fields.tsx';
import * as copy from '../copy.ts';
import { usePasswordDraft } from '../password-draft.ts';

const text = copy.password;

export function NewPasswordPage() {
  const navigate = useNavigate();
  const { oldPassword, verified } = usePasswordDraft();
  const save = useSetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const error = validateNewPassword(newPassword, confirm);

  // A reload loses the in-memory old password, so the flow restarts at its first step.
  if (!verified) return <Navigate to="/edit/oldPsw" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    try {
      await save.mutateAsync({ oldPassword, newPassword });
      navigate('/edit/succeed', { replace: true });
    } catch {
      // Shown by the HTTP layer.
    }
  };

  return (
    <form className="form-page" onSubmit={onSubmit} noValidate>
      <p className="form-page-hint">{text.rule}</p>
      <PasswordInput
        autoComplete="new-password"
        placeholder={text.newPlaceholder}
        value={newPassword}
        onChange={setNewPassword}
      />
      <PasswordInput
        autoComplete="new-password"
        placeholder={text.confirmPlaceholder}
        value={confirm}
        onChange={setConfirm}
        onBlur={() => setTouched(true)}
      />
      <PasswordError message={touched ? error : null} />
      <div className="form-page-actions">
        <Button block type="submit" color="primary" disabled={Boolean(error)} loading={save.isPending}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}
