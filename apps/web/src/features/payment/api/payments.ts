import { queryOptions } from '@tanstack/react-query';
import { call, payments } from '@tijian/client';
import type { Payment } from '@tijian/contract';
import { purchasePaidPath } from '@/shared/lib/paid-pages.ts';
import { localPayer } from '../lib/pay-channel.ts';
import { paymentKeys } from './payment-keys.ts';

export type { Payment };

/**
 * Creates the order's online payment for this phone's channel, or fetches the pending one (the server
 * makes it idempotent).
 */
export function createPaymentQueryOptions(orderId: number, returnPath?: string) {
  return queryOptions({
    queryKey: paymentKeys.orderPayment(orderId),
    queryFn: ({ signal }) =>
      call(payments.createPayment, { body: { orderId, ...localPayer(returnPath) } }, { signal }),
    staleTime: 0,
  });
}

/**
 * The order's payment for another phone to scan (WeChat Pay's Native code, Alipay's precreate code) at
 * the provider given, replacing this phone's.
 */
export function createNativePayment(orderId: number, provider?: string): Promise<Payment> {
  return call(payments.createPayment, {
    body: { orderId, ...(provider ? { provider } : {}), channel: 'native' },
  });
}

/** The order's payment for this phone at another provider (the payer's choice), replacing the open one. */
export function createPaymentAt(orderId: number, provider: string, returnPath: string): Promise<Payment> {
  return call(payments.createPayment, { body: { orderId, ...localPayer(returnPath, provider) } });
}

export function getPaymentQueryOptions(payId: string) {
  return queryOptions({
    queryKey: paymentKeys.payment(payId),
    queryFn: ({ signal }) => call(payments.getPayment, { query: { payId } }, { signal }),
  });
}

/** The sandbox provider's 确认支付: it notifies the server as a real provider would. */
export function confirmSandboxPayment(payId: string): Promise<Payment> {
  return call(payments.confirmSandboxPayment, { body: { payId } });
}

export function isPayId(text: string | null): text is string {
  return text !== null && /^[A-Za-z0-9-]{8,64}$/.test(text);
}

/** Where a completed payment leads: the order's success page, or the purchase's (a health card, a special package). */
export function paidPagePath(payment: Payment): string {
  if ((payment.payFor === 'health_card' || payment.payFor === 'special_package') && payment.purchaseId) {
    return purchasePaidPath({ kind: payment.payFor, id: payment.purchaseId });
  }
  return `/order/succeed?orderId=${payment.orderId}`;
}
