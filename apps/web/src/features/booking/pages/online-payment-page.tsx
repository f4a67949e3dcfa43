import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { orderIdOf } from '@/features/order/index.ts';
import {
  createNativePayment,
  createPaymentAt,
  createPaymentQueryOptions,
  getPaymentQueryOptions,
  PaymentChoice,
  paymentCopy,
  paymentKeys,
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
  const queryClient = useQueryClient();
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
  // A provider's QR code (WeChat Pay's Native, Alipay's precreate) is a payment of its own at the
  // provider chosen, which replaces this phone's.
  const native = useMutation({
    mutationFn: (provider: string) => createNativePayment(orderId, provider),
    onSuccess: (p) => navigate(`/qrPay?payId=${encodeURIComponent(p.payId)}`),
  });
  // Another provider chosen (微信支付 / 支付宝支付): its payment replaces the open one on this page.
  const switched = useMutation({
    mutationFn: (provider: string) => createPaymentAt(orderId, provider, pathname),
    // A refusal is shown by the HTTP layer; the open payment stays.
    onSuccess: (p) => queryClient.setQueryData(paymentKeys.orderPayment(orderId), p),
  });

  return (
    <QueryView query={payment}>
      {(p) => (
        <PaymentChoice
          payment={polled.data?.payId === p.payId ? polled.data : p}
          qrPath={`/qrPay?payId=${encodeURIComponent(p.payId)}`}
          onQr={p.channel != null ? () => native.mutate(p.provider) : undefined}
          onProvider={(provider) => switched.mutate(provider)}
          leave={{ label: text.toOrders, to: '/order' }}
        />
      )}
    </QueryView>
  );
}
