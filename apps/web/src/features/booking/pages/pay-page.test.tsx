import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { payments } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@/features/payment/index.ts';
import { mockApi } from '@/test/render.tsx';
import { renderBookingPage } from '../booking-test-data.tsx';
import { PayPage } from './pay-page.tsx';

const fetchMock = vi.fn<typeof fetch>();

const PENDING: Payment = {
  payId: 'pay-0001-abcd',
  orderId: 42,
  orderNo: 'TJ20300111000042',
  sysCenterName: '测试体检中心',
  amount: 45500,
  provider: 'sandbox',
  providers: ['sandbox'],
  status: 'pending',
  expiresAt: '2099-01-01T00:00:00.000Z',
  qrUrl: 'http://localhost/pay?payId=pay-0001-abcd',
} as Payment;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const open = (url: string) => renderBookingPage(<PayPage />, { path: '/pay', url });

describe('sandbox pay page', () => {
  it('shows the amount and the centre as payee, pays on 确认支付 and goes on to the success page', async () => {
    let confirmed = 0;
    mockApi(fetchMock, {
      [payments.getPayment.path]: PENDING,
      [payments.confirmSandboxPayment.path]: (_url: URL, init?: RequestInit) => {
        confirmed += 1;
        expect(JSON.parse(String(init?.body))).toEqual({ payId: PENDING.payId });
        return { ...PENDING, status: 'paid' };
      },
    });
    open(`/pay?payId=${PENDING.payId}`);
    expect((await screen.findByTestId('pay-amount')).textContent).toBe('¥455.00');
    expect(screen.getByText('测试体检中心')).toBeTruthy();
    expect(screen.getByText('TJ20300111000042')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(confirmed).toBe(1);
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/order/succeed?orderId=42'),
      {
        timeout: 3000,
      },
    );
  });

  it('goes on to a purchase’s success page once a purchase’s payment is confirmed', async () => {
    const card: Payment = { ...PENDING, payFor: 'health_card', orderId: null, purchaseId: 7 };
    mockApi(fetchMock, {
      [payments.getPayment.path]: card,
      [payments.confirmSandboxPayment.path]: { ...card, status: 'paid' },
    });
    open(`/pay?payId=${PENDING.payId}`);
    await userEvent.click(await screen.findByRole('button', { name: '确认支付' }));
    expect(await screen.findByText('支付成功')).toBeTruthy();
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/purchaseCard/Success?purchaseId=7'),
      { timeout: 3000 },
    );
  });

  it('refuses a missing or malformed payment id without asking the server', async () => {
    mockApi(fetchMock, {});
    open('/pay?payId=<script>');
    expect(screen.getByRole('heading', { name: '支付链接无效' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says an expired payment is over instead of offering to pay', async () => {
    mockApi(fetchMock, { [payments.getPayment.path]: { ...PENDING, status: 'expired' } });
    open(`/pay?payId=${PENDING.payId}`);
    expect(await screen.findByRole('heading', { name: '支付已超时，订单已取消' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
  });
});
