import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import type { Payment } from '../api/payments.ts';
import * as copy from '../payment-copy.ts';
import { PaymentFacts } from './payment-facts.tsx';
import { formatCountdown, useCountdownTo } from './use-countdown-to.ts';

const text = copy.payment;

/**
 * This phone pays (the provider's pay page, /pay) or another one by the QR code (`qrPath`), until
 * the payment's deadline; once it is over, `leave` says where to go instead. What an order's and a
 * purchase's online payment pages both show; `children` (what was bought) go under the amount.
 */
export function PaymentChoice({
  payment,
  qrPath,
  leave,
  children,
}: {
  payment: Payment;
  /** this flow's QR page, with the payment named in its query */
  qrPath: string;
  leave: { label: string; to: string };
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const left = useCountdownTo(payment.expiresAt);
  const { payId, status } = payment;
  const over = status === 'expired' || status === 'closed' || left === 0;
  if (over) {
    return (
      <StatusPage title={status === 'closed' ? text.closed : text.expired}>
        <Button color="primary" onClick={() => navigate(leave.to)}>
          {leave.label}
        </Button>
      </StatusPage>
    );
  }
  return (
    <div className="payment-page">
      <section className="payment-card">
        <PaymentFacts payment={payment} />
        {children}
        {left !== null ? (
          <p className="payment-note" role="timer">
            {text.deadline(formatCountdown(left))}
          </p>
        ) : null}
      </section>
      <div className="payment-actions">
        <Button
          block
          color="primary"
          size="large"
          onClick={() => navigate(`/pay?payId=${encodeURIComponent(payId)}`)}
        >
          {text.local}
        </Button>
        <Button block size="large" onClick={() => navigate(qrPath)}>
          {text.qr}
        </Button>
      </div>
    </div>
  );
}
