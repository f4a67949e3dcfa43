import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { copy } from '../../../shared/lib/copy.ts';

export function PasswordSucceedPage() {
  const navigate = useNavigate();
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
