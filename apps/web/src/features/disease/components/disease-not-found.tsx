import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { StatusPage } from '@/shared/ui/status-page.tsx';

/** A column or article the address names that is not there: the message, and the way back to the columns. */
export function DiseaseNotFound({ title, back }: { title: string; back: string }) {
  const navigate = useNavigate();
  return (
    <StatusPage title={title}>
      <Button color="primary" onClick={() => navigate('/specialDisease/list', { replace: true })}>
        {back}
      </Button>
    </StatusPage>
  );
}
