import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import * as copy from '../copy.ts';

const text = copy.order;

/**
 * An order the address names that is not there, or not the person's (the server answers both alike):
 * one message, and the ways on. The read that found nothing is silent on it, so no toast repeats it.
 */
export function OrderNotFound() {
  const navigate = useNavigate();
  return (
    <StatusPage title={text.notFound}>
      <Button color="primary" onClick={() => navigate('/order')}>
        {text.toOrders}
      </Button>
      <Button onClick={() => navigate('/main')}>{text.toHome}</Button>
    </StatusPage>
  );
}
