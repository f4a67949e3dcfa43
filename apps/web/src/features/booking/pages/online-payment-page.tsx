import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { orderIdOf } from '@/features/order/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { createPaymentQueryOptions, type Payment } from '../api/payments.ts';
import { PaymentFacts } from '../components/payment-facts.tsx';
import { formatCountdown, useCountdownTo } from '../components/use-countdown-to.ts';
import * as copy from '../payment-copy.ts';
import './payment-pages.css';

const text = copy.payment;

/** /order/onlinePayment/:type/:id: the order's online payment, then this phone or another one pays. */
export function OnlinePaymentPage() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  if (orderId === null) return <StatusPage title={text.badLink} />;
  return <OnlinePayment orderId={orderId} />;
}

function OnlinePayment({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  // Creating is idempotent on the server: a reload or a refocus fetches the same pending payment.
  const payment = useQuery({ ...createPaymentQueryOptions(orderId), refetchOnWindowFocus: false });
  const left = useCountdownTo(payment.data?.expiresAt ?? null);
  const paid = payment.data?.status === 'paid';
  useEffect(() => {
    if (paid) navigate(`/order/succeed?orderId=${orderId}`, { replace: true });
  }, [paid, navigate, orderId]);

  return <QueryView query={payment}>{(p) => <PaymentChoice payment={p} left={left} />}</QueryView>;
}

/** This phone pays, or another one by the QR code, until the payment's deadline. */
function PaymentChoice({ payment, left }: { payment: Payment; left: number | null }) {
  const navigate = useNavigate();
  const { payId, status } = payment;
  const over = status === 'expired' || status === 'closed' || left === 0;
  if (over) {
    return (
      <StatusPage title={status === 'closed' ? text.closed : text.expired}>
        <Button color="primary" onClick={() => navigate('/order')}>
          {text.toOrders}
        </Button>
      </StatusPage>
    );
  }
  const query = `payId=${encodeURIComponent(payId)}`;
  return (
    <div className="payment-page">
      <section className="payment-card">
        <PaymentFacts payment={payment} />
        {left !== null ? (
          <p className="payment-note" role="timer">
            {text.deadline(formatCountdown(left))}
          </p>
        ) : null}
      </section>
      <div className="payment-actions">
        <Button block color="primary" size="large" onClick={() => navigate(`/pay?${query}`)}>
          {text.local}
        </Button>
        <Button block size="large" onClick={() => navigate(`/qrPay?${query}`)}>
          {text.qr}
        </Button>
      </div>
    </div>
  );
}
