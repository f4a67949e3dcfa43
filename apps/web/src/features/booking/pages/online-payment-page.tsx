import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { orderIdOf } from '@/features/order/index.ts';
import { createPaymentQueryOptions, PaymentChoice, paymentCopy } from '@/features/payment/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';

const text = paymentCopy;

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
  const paid = payment.data?.status === 'paid';
  useEffect(() => {
    if (paid) navigate(`/order/succeed?orderId=${orderId}`, { replace: true });
  }, [paid, navigate, orderId]);

  return (
    <QueryView query={payment}>
      {(p) => (
        <PaymentChoice
          payment={p}
          qrPath={`/qrPay?payId=${encodeURIComponent(p.payId)}`}
          leave={{ label: text.toOrders, to: '/order' }}
        />
      )}
    </QueryView>
  );
}
