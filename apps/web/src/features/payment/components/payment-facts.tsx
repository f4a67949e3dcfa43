import { formatYuan } from '@tijian/domain';
import type { Payment } from '../api/payments.ts';
import * as copy from '../payment-copy.ts';
import '@/shared/ui/fact-list.css';

const text = copy.payment;

/** Amount, order number and payee of a payment, as every pay page shows them. */
export function PaymentFacts({ payment }: { payment: Payment }) {
  return (
    <>
      <p className="payment-note">{text.amount}</p>
      <p className="payment-amount" data-testid="pay-amount">
        {formatYuan(payment.amount)}
      </p>
      <dl className="fact-list">
        <div>
          <dt>{text.orderNo}</dt>
          <dd>{payment.orderNo}</dd>
        </div>
        <div>
          <dt>{text.merchant}</dt>
          <dd>{payment.sysCenterName}</dd>
        </div>
      </dl>
    </>
  );
}
