import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { payments } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@/features/payment/index.ts';
import { leaveFor } from '@/shared/lib/leave-for.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { mockApi } from '@/test/render.tsx';
import { renderBookingPage } from '../booking-test-data.tsx';
import { OnlinePaymentPage } from './online-payment-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/ui/feedback.ts')>()),
  showToast: vi.fn(),
}));
vi.mock('@/shared/lib/leave-for.ts', () => ({ leaveFor: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50';

const params = {
  appId: 'wx1234567890abcdef',
  timeStamp: '1795488000',
  nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA' as const,
  paySign: 'c2lnbmVk',
};

const wechatPayment = (more: Partial<Payment> = {}): Payment =>
  ({
    payId: '0b7f7a52-5d0e-4c43-9b4e-6b0a1b2c3d4e',
    payFor: 'order',
    orderId: 43,
    purchaseId: null,
    orderNo: 'TJ20300111000043',
    sysCenterName: '测试体检中心',
    amount: 12_345,
    provider: 'wechatpay',
    providers: ['wechatpay'],
    status: 'pending',
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    qrUrl: '',
    channel: 'jsapi',
    action: { kind: 'jsapi', params },
    ...more,
  }) as Payment;

/** WeChat's bridge as a page inside WeChat finds it; `answer` is what its cashier says. */
function fakeBridge(answer: string) {
  const invoke = vi.fn((_api: string, _params: unknown, done: (res: { err_msg: string }) => void) =>
    done({ err_msg: answer }),
  );
  vi.stubGlobal('WeixinJSBridge', { invoke, call: vi.fn() });
  return invoke;
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  vi.mocked(showToast).mockReset();
  vi.mocked(leaveFor).mockReset();
});

describe('paying through WeChat Pay inside WeChat (JSAPI)', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
  });

  it('asks for a JSAPI payment, opens WeChat’s cashier with the signed parameters, then waits for the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const invoke = fakeBridge('get_brand_wcpay_request:ok');
    let body: unknown = null;
    let reads = 0;
    mockApi(fetchMock, {
      [payments.createPayment.path]: (_url: URL, init?: RequestInit) => {
        body = JSON.parse(String(init?.body));
        return wechatPayment();
      },
      [payments.getPayment.path]: () => {
        reads += 1;
        return wechatPayment({ status: reads >= 3 ? 'paid' : 'pending' });
      },
    });
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: '本机支付' }));
    expect(body).toEqual({ orderId: 43, channel: 'jsapi', returnPath: '/order/onlinePayment/1/43' });
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '支付结果确认中，请稍候…');
    // The cashier's "ok" is not proof: only the server's paid moves on.
    expect(screen.queryByTestId('location')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order/succeed?orderId=43'));
  });

  it('says so when the payer cancels in WeChat’s cashier, and stays to pay again', async () => {
    fakeBridge('get_brand_wcpay_request:cancel');
    mockApi(fetchMock, {
      [payments.createPayment.path]: wechatPayment(),
      [payments.getPayment.path]: wechatPayment(),
    });
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: '本机支付' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已取消支付'));
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByRole('button', { name: '本机支付' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('waits for the bridge when the page is quicker than WeChat', async () => {
    mockApi(fetchMock, {
      [payments.createPayment.path]: wechatPayment(),
      [payments.getPayment.path]: wechatPayment(),
    });
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: '本机支付' }));
    const invoke = fakeBridge('get_brand_wcpay_request:fail');
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('支付未完成，请重试'));
  });
});

describe('paying through WeChat Pay in another phone browser (H5) and by QR code (Native)', () => {
  it('goes to WeChat’s H5 cashier, which returns to this page', async () => {
    let body: unknown = null;
    const url = 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=1&redirect_url=x';
    mockApi(fetchMock, {
      [payments.createPayment.path]: (_url: URL, init?: RequestInit) => {
        body = JSON.parse(String(init?.body));
        return wechatPayment({ channel: 'h5', action: { kind: 'h5', url } });
      },
      [payments.getPayment.path]: wechatPayment({ channel: 'h5', action: { kind: 'h5', url } }),
    });
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: '本机支付' }));
    expect(body).toEqual({ orderId: 43, channel: 'h5', returnPath: '/order/onlinePayment/1/43' });
    expect(leaveFor).toHaveBeenCalledWith(url);
  });

  it('opens a Native payment for the QR page, whose code WeChat draws', async () => {
    const bodies: unknown[] = [];
    mockApi(fetchMock, {
      [payments.createPayment.path]: (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { channel: string };
        bodies.push(body);
        return body.channel === 'native'
          ? wechatPayment({
              payId: '1c8e8b63-6e1f-4d54-ac5f-7c1b2c3d4e5f',
              channel: 'native',
              action: { kind: 'native', codeUrl: 'weixin://wxpay/bizpayurl?pr=abc' },
            })
          : wechatPayment({ channel: 'h5', action: { kind: 'h5', url: 'https://wx.tenpay.com/x' } });
      },
      [payments.getPayment.path]: wechatPayment({ channel: 'h5' }),
    });
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: '扫码支付' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/qrPay?payId=1c8e8b63-6e1f-4d54-ac5f-7c1b2c3d4e5f',
      ),
    );
    expect(bodies.at(-1)).toEqual({ orderId: 43, provider: 'wechatpay', channel: 'native' });
  });
});
