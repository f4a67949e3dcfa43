import { Messages } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useLocation, useNavigate } from 'react-router';
import { copy } from '@/shared/lib/copy.ts';
import { canGoBack } from '@/shared/lib/navigation.ts';
import { StatusPage } from './status-page.tsx';

// One honest page for every route whose area is not built yet.
export function UnderDevelopmentPage() {
  const navigate = useNavigate();
  const atHome = useLocation().pathname === '/main';
  return (
    <StatusPage title={Messages.underDevelopment} description={copy.underDevelopment.hint}>
      {canGoBack() ? <Button onClick={() => navigate(-1)}>{copy.common.back}</Button> : null}
      {atHome ? null : (
        <Button color="primary" onClick={() => navigate('/main')}>
          {copy.common.home}
        </Button>
      )}
    </StatusPage>
  );
}
