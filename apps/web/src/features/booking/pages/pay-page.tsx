import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { orderKeys } from '@/features/order/index.ts';
import {
  confirmSandboxPayment,
  getPaymentQueryOptions,
  isPayId,
  type Payment,
  PaymentFacts,
  paidPagePath,
  paymentCopy,
  paymentKeys,
} from '@/features/payment/index.ts';
import { walletKeys } from '@/features/wallet/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';

const text = paymentCopy;
const PAID_PAUSE_MS = 1500;

/** /pay?payId=: the sandbox provider's own pay page, where the payer confirms. */
export function PayPage() {
  const [search] = useSearchParams();
  const payId = search.get('payId');
  if (!isPayId(payId)) return <StatusPage title={text.badLink} />;
  return <SandboxPay payId={payId} />;
}

function SandboxPay({ payId }: { payId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = useQuery(getPaymentQueryOptions(payId));
  const confirm = useMutation({
    mutationFn: () => confirmSandboxPayment(payId),
    onSuccess: (paid: Payment) => {
      queryClient.setQueryData(paymentKeys.payment(payId), paid);
      // The order is paid now, and a card or coupon it used is spent.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.payments });
    },
  });
  const current = confirm.data ?? payment.data;
  const paid = current?.status === 'paid';

  // The paid state is shown a moment before the success page (the order's or the purchase's) replaces it.
  useEffect(() => {
    if (!paid || !current) return;
    const timer = setTimeout(() => navigate(paidPagePath(current), { replace: true }), PAID_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [paid, current, navigate]);

  return (
    <QueryView query={payment}>
      {(loaded) => (
        <SandboxPayment
          payment={confirm.data ?? loaded}
          confirming={confirm.isPending}
          onConfirm={() => confirm.mutate()}
        />
      )}
    </QueryView>
  );
}

function SandboxPayment({
  payment: current,
  confirming,
  onConfirm,
}: {
  payment: Payment;
  confirming: boolean;
  onConfirm: () => void;
}) {
  const paid = current.status === 'paid';
  if (current.status === 'expired' || current.status === 'closed') {
    return <StatusPage title={current.status === 'closed' ? text.closed : text.expired} />;
  }
  return (
    <div className="payment-page">
      <section className="payment-card">
        <p className="payment-note">{text.sandbox}</p>
        <PaymentFacts payment={current} />
      </section>
      <div className="payment-actions">
        {paid ? (
          <p className="result-title" role="status">
            {text.paid}
          </p>
        ) : (
          <Button
            block
            color="primary"
            size="large"
            loading={confirming}
            disabled={confirming}
            onClick={onConfirm}
          >
            {text.confirm}
          </Button>
        )}
      </div>
    </div>
  );
}
