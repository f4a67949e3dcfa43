import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { copy } from '@/shared/lib/copy.ts';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={copy.shell.notFound}
      extra={<Button onClick={() => navigate('/')}>{copy.shell.toHome}</Button>}
    />
  );
}
