import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { payments } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@/features/payment/index.ts';
import { leaveFor } from '@/shared/lib/leave-for.ts';
import { mockApi } from '@/test/render.tsx';
import { renderBookingPage } from '../booking-test-data.tsx';
import { OnlinePaymentPage } from './online-payment-page.tsx';

vi.mock('@/shared/lib/leave-for.ts', () => ({ leaveFor: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50';
const WAP_URL =
  'https://openapi.alipay.com/gateway.do?method=alipay.trade.wap.pay&app_id=2021000122671080&sign=c2ln';

const base = (more: Partial<Payment> = {}): Payment =>
  ({
    payId: '0b7f7a52-5d0e-4c43-9b4e-6b0a1b2c3d4e',
    payFor: 'order',
    orderId: 43,
    purchaseId: null,
    orderNo: 'TJ20300111000043',
    sysCenterName: '测试体检中心',
    amount: 39_800,
    provider: 'wechatpay',
    providers: ['wechatpay', 'alipay'],
    status: 'pending',
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    qrUrl: '',
    channel: 'h5',
    action: { kind: 'h5', url: 'https://wx.tenpay.com/x' },
    ...more,
  }) as Payment;

const alipayH5 = base({
  payId: '2a9e8b63-6e1f-4d54-ac5f-7c1b2c3d4e5f',
  provider: 'alipay',
  action: { kind: 'h5', url: WAP_URL },
});

/** The server as the page meets it: each creation answered by the provider and channel asked. */
function server(bodies: Record<string, unknown>[]) {
  mockApi(fetchMock, {
    [payments.createPayment.path]: (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      if (body.provider !== 'alipay') return base();
      return body.channel === 'native'
        ? base({
            payId: '3b0f9c74-7f20-4e65-bd60-8d2c3d4e5f60',
            provider: 'alipay',
            channel: 'native',
            action: { kind: 'native', codeUrl: 'https://qr.alipay.com/bax01234' },
          })
        : alipayH5;
    },
    [payments.getPayment.path]: (url: URL) =>
      url.searchParams.get('payId') === alipayH5.payId ? alipayH5 : base(),
  });
}

const openPage = () =>
  renderBookingPage(<OnlinePaymentPage />, {
    path: '/order/onlinePayment/:type/:id',
    url: '/order/onlinePayment/1/43',
  });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  vi.mocked(leaveFor).mockReset();
});

describe('choosing 支付宝支付 where the centre offers both', () => {
  it('opens an Alipay payment for this phone and goes to Alipay’s wap page', async () => {
    const bodies: Record<string, unknown>[] = [];
    server(bodies);
    openPage();
    const alipay = await screen.findByRole('button', { name: '支付宝支付' });
    expect(screen.getByRole('button', { name: '微信支付' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(alipay);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '支付宝支付' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(bodies.at(-1)).toEqual({
      orderId: 43,
      provider: 'alipay',
      channel: 'h5',
      returnPath: '/order/onlinePayment/1/43',
    });
    await userEvent.click(screen.getByRole('button', { name: '本机支付' }));
    expect(leaveFor).toHaveBeenCalledWith(WAP_URL);
  });

  it('asks Alipay for its QR code and shows the QR page', async () => {
    const bodies: Record<string, unknown>[] = [];
    server(bodies);
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: '支付宝支付' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '支付宝支付' }).getAttribute('aria-pressed')).toBe('true'),
    );
    await userEvent.click(screen.getByRole('button', { name: '扫码支付' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/qrPay?payId=3b0f9c74-7f20-4e65-bd60-8d2c3d4e5f60',
      ),
    );
    expect(bodies.at(-1)).toEqual({ orderId: 43, provider: 'alipay', channel: 'native' });
  });

  it('inside WeChat asks Alipay for its wap page, never the WeChat bridge', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const bodies: Record<string, unknown>[] = [];
    server(bodies);
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: '支付宝支付' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ provider: 'alipay', channel: 'h5' }));
    expect(bodies[0]).toMatchObject({ channel: 'jsapi' });
  });

  it('shows no choice where the centre offers one provider', async () => {
    mockApi(fetchMock, {
      [payments.createPayment.path]: base({ providers: ['wechatpay'] }),
      [payments.getPayment.path]: base({ providers: ['wechatpay'] }),
    });
    openPage();
    expect(await screen.findByRole('button', { name: '本机支付' })).toBeDefined();
    expect(screen.queryByRole('button', { name: '支付宝支付' })).toBeNull();
  });
});
