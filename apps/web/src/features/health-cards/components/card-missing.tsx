import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import * as copy from '../copy.ts';

/** A card that is not the account's, or not there at all: said the same, with the way back. */
export function CardMissing({ description }: { description?: string }) {
  const navigate = useNavigate();
  return (
    <StatusPage title={copy.cardMissing.title} description={description}>
      <Button color="primary" onClick={() => navigate('/card', { replace: true })}>
        {copy.cardMissing.toCards}
      </Button>
    </StatusPage>
  );
}
