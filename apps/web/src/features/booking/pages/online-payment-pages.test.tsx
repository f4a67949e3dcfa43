import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { payments } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@/features/payment/index.ts';
import { mockApi } from '@/test/render.tsx';
import { renderBookingPage } from '../booking-test-data.tsx';
import { OnlinePaymentPage } from './online-payment-page.tsx';
import { QrPayPage } from './qr-pay-page.tsx';

const fetchMock = vi.fn<typeof fetch>();

const payment = (more: Partial<Payment> = {}): Payment =>
  ({
    payId: 'pay-0002-efgh',
    orderId: 43,
    orderNo: 'TJ20300111000043',
    sysCenterName: '测试体检中心',
    amount: 12_345,
    provider: 'sandbox',
    providers: ['sandbox'],
    status: 'pending',
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    qrUrl: 'http://localhost/pay?payId=pay-0002-efgh',
    ...more,
  }) as Payment;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('online payment page', () => {
  it('creates the payment for the order and offers this phone or a QR code, with the time left', async () => {
    let body: unknown = null;
    mockApi(fetchMock, {
      [payments.createPayment.path]: (_url: URL, init?: RequestInit) => {
        body = JSON.parse(String(init?.body));
        return payment();
      },
    });
    renderBookingPage(<OnlinePaymentPage />, {
      path: '/order/onlinePayment/:type/:id',
      url: '/order/onlinePayment/product/43',
    });
    expect((await screen.findByTestId('pay-amount')).textContent).toBe('¥123.45');
    // The sandbox has one cashier: the channel and return page are said, and change nothing it shows.
    expect(body).toEqual({ orderId: 43, channel: 'h5', returnPath: '/order/onlinePayment/product/43' });
    expect(screen.getByText('TJ20300111000043')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/请在 (10:0\d|09:5\d) 内完成支付/);
    await userEvent.click(screen.getByRole('button', { name: '扫码支付' }));
    expect(screen.getByTestId('location').textContent).toBe('/qrPay?payId=pay-0002-efgh');
  });

  it('goes to the pay page for this phone', async () => {
    mockApi(fetchMock, { [payments.createPayment.path]: payment() });
    renderBookingPage(<OnlinePaymentPage />, {
      path: '/order/onlinePayment/:type/:id',
      url: '/order/onlinePayment/product/43',
    });
    await userEvent.click(await screen.findByRole('button', { name: '本机支付' }));
    expect(screen.getByTestId('location').textContent).toBe('/pay?payId=pay-0002-efgh');
  });

  it('says the time is up once the deadline has passed', async () => {
    mockApi(fetchMock, {
      [payments.createPayment.path]: payment({ expiresAt: new Date(Date.now() - 1000).toISOString() }),
    });
    renderBookingPage(<OnlinePaymentPage />, {
      path: '/order/onlinePayment/:type/:id',
      url: '/order/onlinePayment/product/43',
    });
    expect(await screen.findByRole('heading', { name: '支付已超时，订单已取消' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '本机支付' })).toBeNull();
  });

  it('refuses an order id that is not one', () => {
    mockApi(fetchMock, {});
    renderBookingPage(<OnlinePaymentPage />, {
      path: '/order/onlinePayment/:type/:id',
      url: '/order/onlinePayment/product/abc',
    });
    expect(screen.getByRole('heading', { name: '支付链接无效' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('QR pay page', () => {
  it('shows the QR code of the pay address and asks every 2 s until the payment is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    mockApi(fetchMock, {
      [payments.getPayment.path]: () => {
        reads += 1;
        return payment({ status: reads >= 3 ? 'paid' : 'pending' });
      },
    });
    renderBookingPage(<QrPayPage />, { path: '/qrPay', url: '/qrPay?payId=pay-0002-efgh' });
    const qr = (await screen.findByRole('img', { name: '扫码支付' })) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/')).toBe(true);
    expect(reads).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(reads).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order/succeed?orderId=43'));
    expect(reads).toBe(3);
  });
});
