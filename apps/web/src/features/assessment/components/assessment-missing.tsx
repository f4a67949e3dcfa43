import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import * as copy from '../copy.ts';

/** An address naming no assessment or result (or another account's): the same words, a way back. */
export function AssessmentMissing({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <StatusPage title={title}>
      <Button color="primary" onClick={() => navigate('/specialDisease/list', { replace: true })}>
        {copy.start.back}
      </Button>
    </StatusPage>
  );
}
