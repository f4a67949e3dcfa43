import { Messages } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { copy } from '@/shared/lib/copy.ts';
import { StatusPage } from './status-page.tsx';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage title={Messages.notFoundPage}>
      <Button color="primary" onClick={() => navigate('/main')}>
        {copy.common.home}
      </Button>
    </StatusPage>
  );
}
