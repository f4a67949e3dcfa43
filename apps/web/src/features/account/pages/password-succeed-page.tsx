import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import * as copy from '../copy.ts';
import { usePasswordDraft } from '../password-draft.ts';

export function PasswordSucceedPage() {
  const navigate = useNavigate();
  const clear = usePasswordDraft((s) => s.clear);
  // Forget the old password only here: clearing it on the previous page would make that page,
  // still mounted during the transition, send the user back to step one.
  useEffect(clear, [clear]);
  return (
    <div className="form-page">
      <Result status="success" title={copy.password.succeed} />
      <div className="form-page-actions">
        <Button block color="primary" onClick={() => navigate('/personage', { replace: true })}>
          {copy.password.toPersonage}
        </Button>
      </div>
    </div>
  );
}
