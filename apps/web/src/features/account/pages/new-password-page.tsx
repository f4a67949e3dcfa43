import { validateNewPassword } from '@tijian/domain';
import { Button, Input } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { copy } from '../../../shared/lib/copy.ts';
import { useSetPassword } from '../api/set-password.ts';
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
      <div className="form-page-field">
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={20}
          placeholder={text.newPlaceholder}
          value={newPassword}
          onChange={setNewPassword}
        />
      </div>
      <div className="form-page-field">
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={20}
          placeholder={text.confirmPlaceholder}
          value={confirm}
          onChange={setConfirm}
          onBlur={() => setTouched(true)}
        />
      </div>
      {touched && error ? (
        <div className="form-page-error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="form-page-actions">
        <Button block type="submit" color="primary" disabled={Boolean(error)} loading={save.isPending}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}
