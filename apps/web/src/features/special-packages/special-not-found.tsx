import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { canGoBack } from '@/shared/lib/navigation.ts';
import { StatusPage } from '@/shared/ui/status-page.tsx';

/** A centre or package the address names that is not there: the message, and back (or to the entrance). */
export function SpecialNotFound({ title, back }: { title: string; back: string }) {
  const navigate = useNavigate();
  return (
    <StatusPage title={title}>
      <Button
        color="primary"
        onClick={() => (canGoBack() ? navigate(-1) : navigate('/entrance', { replace: true }))}
      >
        {back}
      </Button>
    </StatusPage>
  );
}
