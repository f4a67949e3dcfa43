import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { orderIdOf } from '@/features/order/index.ts';
import {
  createNativePayment,
  createPaymentQueryOptions,
  getPaymentQueryOptions,
  PaymentChoice,
  paymentCopy,
} from '@/features/payment/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';

const text = paymentCopy;
const POLL_MS = 2000;

/** /order/onlinePayment/:type/:id: the order's online payment, then this phone or another one pays. */
export function OnlinePaymentPage() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  if (orderId === null) return <StatusPage title={text.badLink} />;
  return <OnlinePayment orderId={orderId} />;
}

function OnlinePayment({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Creating is idempotent on the server: a reload or a refocus fetches the same pending payment.
  // WeChat's H5 cashier comes back to this page, which then waits for the server's word.
  const payment = useQuery({ ...createPaymentQueryOptions(orderId, pathname), refetchOnWindowFocus: false });
  const created = payment.data;
  // A provider's own cashier (WeChat Pay's bridge, or its H5 page this one returns from) tells the
  // server, not this page: while such a payment is pending the page asks the server until it is paid.
  const polled = useQuery({
    ...getPaymentQueryOptions(created?.payId ?? ''),
    enabled: created?.channel != null && created.status === 'pending',
    refetchInterval: (query) => (query.state.data?.status === 'paid' ? false : POLL_MS),
  });
  const paid = created?.status === 'paid' || polled.data?.status === 'paid';
  useEffect(() => {
    if (paid) navigate(`/order/succeed?orderId=${orderId}`, { replace: true });
  }, [paid, navigate, orderId]);
  // WeChat Pay's QR code is a Native payment of its own, which replaces this phone's.
  const native = useMutation({
    mutationFn: () => createNativePayment(orderId),
    onSuccess: (p) => navigate(`/qrPay?payId=${encodeURIComponent(p.payId)}`),
  });

  return (
    <QueryView query={payment}>
      {(p) => (
        <PaymentChoice
          payment={polled.data?.payId === p.payId ? polled.data : p}
          qrPath={`/qrPay?payId=${encodeURIComponent(p.payId)}`}
          onQr={p.channel != null ? () => native.mutate() : undefined}
          leave={{ label: text.toOrders, to: '/order' }}
        />
      )}
    </QueryView>
  );
}
