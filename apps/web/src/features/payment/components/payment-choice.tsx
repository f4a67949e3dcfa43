import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { leaveFor } from '@/shared/lib/leave-for.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import type { Payment } from '../api/payments.ts';
import { invokeWechatPay } from '../lib/wechat-pay.ts';
import * as copy from '../payment-copy.ts';
import { PaymentFacts } from './payment-facts.tsx';
import { formatCountdown, useCountdownTo } from './use-countdown-to.ts';

const text = copy.payment;

/**
 * This phone pays or another one by the QR code (`qrPath`), until the payment's deadline; once it is
 * over, `leave` says where to go instead. What an order's and a purchase's online payment pages both
 * show; `children` (what was bought) go under the amount.
 *
 * How this phone pays is what the provider answered (payment.action): WeChat Pay's JS bridge inside
 * WeChat, its H5 cashier in another browser, or the sandbox's pay page. After WeChat's cashier the
 * page shows that it waits: the server says paid once WeChat has told it (the caller polls).
 * `onQr`, when given, replaces going to `qrPath` (WeChat Pay's Native code is a payment of its own).
 * Where the payment may go through several providers (the centre's payment codes) and `onProvider`
 * is given, the payer chooses among them (微信支付 / 支付宝支付) before paying here or by QR code.
 */
export function PaymentChoice({
  payment,
  qrPath,
  leave,
  onQr,
  onProvider,
  children,
}: {
  payment: Payment;
  /** this flow's QR page, with the payment named in its query */
  qrPath: string;
  leave: { label: string; to: string };
  onQr?: (() => void) | undefined;
  /** the payer chose another provider: its payment replaces this one */
  onProvider?: ((provider: string) => void) | undefined;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const left = useCountdownTo(payment.expiresAt);
  const [paying, setPaying] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const { payId, status, action } = payment;
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

  async function payHere() {
    if (action?.kind === 'jsapi') {
      setPaying(true);
      const result = await invokeWechatPay(action.params);
      setPaying(false);
      if (result === 'ok') setWaiting(true);
      else showToast(result === 'cancel' ? text.cancelled : text.failed);
      return;
    }
    if (action?.kind === 'h5') {
      // WeChat's cashier and Alipay's wap page return to this page, which then waits for the server's word.
      leaveFor(action.url);
      return;
    }
    navigate(action?.kind === 'cashier' ? action.path : `/pay?payId=${encodeURIComponent(payId)}`);
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
        {waiting ? (
          <p className="payment-note" role="status">
            {text.confirming}
          </p>
        ) : null}
      </section>
      {onProvider && payment.providers.length > 1 ? (
        <fieldset className="payment-providers" aria-label={text.providers}>
          {payment.providers.map((name) => (
            <Button
              key={name}
              size="small"
              color={name === payment.provider ? 'primary' : 'default'}
              fill={name === payment.provider ? 'solid' : 'outline'}
              aria-pressed={name === payment.provider}
              disabled={paying || waiting}
              onClick={() => {
                if (name !== payment.provider) onProvider(name);
              }}
            >
              {text.provider[name] ?? name}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <div className="payment-actions">
        <Button
          block
          color="primary"
          size="large"
          loading={paying}
          disabled={paying || waiting}
          onClick={() => void payHere()}
        >
          {text.local}
        </Button>
        <Button block size="large" onClick={() => (onQr ? onQr() : navigate(qrPath))}>
          {text.qr}
        </Button>
      </div>
    </div>
  );
}
