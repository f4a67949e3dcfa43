import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { StatusPage } from '@/shared/ui/status-page.tsx';

/** A service or booking the address names that is not there (or not the person's): the way back. */
export function ConsultMissing({ title, back }: { title: string; back: string }) {
  const navigate = useNavigate();
  return (
    <StatusPage title={title}>
      <Button color="primary" onClick={() => navigate('/consult/list', { replace: true })}>
        {back}
      </Button>
    </StatusPage>
  );
}
