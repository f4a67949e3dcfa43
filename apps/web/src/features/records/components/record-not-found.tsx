import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { StatusPage } from '@/shared/ui/status-page.tsx';

/**
 * A card or a purchase the address names that is not there, or not the person's (the server answers
 * both alike): one message and the way back to the list.
 */
export function RecordNotFound({ title, back, to }: { title: string; back: string; to: string }) {
  const navigate = useNavigate();
  return (
    <StatusPage title={title}>
      <Button color="primary" onClick={() => navigate(to, { replace: true })}>
        {back}
      </Button>
    </StatusPage>
  );
}
