import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  getPaymentQueryOptions,
  isPayId,
  paidPagePath,
  paymentCopy,
  QrPayment,
} from '@/features/payment/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';

const text = paymentCopy;
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
    if (data?.status === 'paid') navigate(paidPagePath(data), { replace: true });
  }, [data, navigate]);

  return <QueryView query={payment}>{(p) => <QrPayment payment={p} />}</QueryView>;
}
