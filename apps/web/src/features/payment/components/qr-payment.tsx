import { StatusPage } from '@/shared/ui/status-page.tsx';
import type { Payment } from '../api/payments.ts';
import * as copy from '../payment-copy.ts';
import { PaymentFacts } from './payment-facts.tsx';
import { QrImage } from './qr-image.tsx';

const text = copy.payment;

/**
 * What another phone scans (WeChat Pay's Native code, or the sandbox's pay page) as a QR code, while this
 * one waits for the result.
 */
export function QrPayment({ payment }: { payment: Payment }) {
  if (payment.status === 'expired' || payment.status === 'closed') {
    return <StatusPage title={payment.status === 'closed' ? text.closed : text.expired} />;
  }
  return (
    <div className="payment-page">
      <section className="payment-card">
        <PaymentFacts payment={payment} />
        <QrImage
          value={payment.action?.kind === 'native' ? payment.action.codeUrl : payment.qrUrl}
          label={text.qr}
        />
        <p className="payment-note">{text.qrHint}</p>
        <p className="payment-note" role="status">
          {text.waiting}
        </p>
      </section>
    </div>
  );
}
