import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { getPaymentQueryOptions, isPayId, type Payment } from '../api/payments.ts';
import { PaymentFacts } from '../components/payment-facts.tsx';
import { QrImage } from '../components/qr-image.tsx';
import * as copy from '../payment-copy.ts';
import './payment-pages.css';

const text = copy.payment;
const POLL_MS = 2000;

/** /qrPay?payId=: the pay page's address as a QR code for another phone; this one waits for the result. */
export function QrPayPage() {
  const [search] = useSearchParams();
  const payId = search.get('payId');
  if (!isPayId(payId)) return <StatusPage title={text.badLink} />;
  return <QrPay payId={payId} />;
}

function QrPay({ payId }: { payId: string }) {
  const navigate = useNavigate();
  const payment = useQuery({
    ...getPaymentQueryOptions(payId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });
  const data = payment.data;
  useEffect(() => {
    if (data?.status === 'paid') navigate(`/order/succeed?orderId=${data.orderId}`, { replace: true });
  }, [data, navigate]);

  return <QueryView query={payment}>{(p) => <QrPayment payment={p} />}</QueryView>;
}

function QrPayment({ payment }: { payment: Payment }) {
  if (payment.status === 'expired' || payment.status === 'closed') {
    return <StatusPage title={payment.status === 'closed' ? text.closed : text.expired} />;
  }
  return (
    <div className="payment-page">
      <section className="payment-card">
        <PaymentFacts payment={payment} />
        <QrImage value={payment.qrUrl} label={text.qr} />
        <p className="payment-note">{text.qrHint}</p>
        <p className="payment-note" role="status">
          {text.waiting}
        </p>
      </section>
    </div>
  );
}
