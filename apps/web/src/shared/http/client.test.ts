import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '@/shared/lib/cookies.ts';
import { registerNavigate } from '@/shared/lib/navigation.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { ApiError, ClientErrorCode } from './api-error.ts';
import { cancelPending } from './cancellation.ts';
import { request, requestEnvelope } from './client.ts';

const feedback = vi.hoisted(() => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
}));
vi.mock('@/shared/ui/feedback.ts', () => feedback);

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();

function envelope(error_code: string, error = '', data: unknown = null, status = 200): Response {
  return new Response(JSON.stringify({ error_code, error, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastCall(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  return { url: String(call?.[0]), init: call?.[1] ?? {} };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  registerNavigate(navigate);
  useSessionStore.setState({ sid: '00-16', openid: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  navigate.mockReset();
  feedback.showToast.mockClear();
  feedback.clearToast.mockClear();
  feedback.alertDialog.mockReset();
  feedback.alertDialog.mockImplementation(async () => undefined);
});

describe('request', () => {
  it('sends the session headers and a JSON body under /m, and returns data on 000000', async () => {
    setCookie('token', 'tok-1');
    setCookie('clientId', 'cid-1');
    fetchMock.mockResolvedValueOnce(envelope('000000', '', { ok: true }));

    const data = await request<{ ok: boolean }>('/wx/system/user.json', {
      method: 'POST',
      body: { _BIZCODE: '0005', oldPassword: 'x' },
    });

    expect(data).toEqual({ ok: true });
    const { url, init } = lastCall();
    expect(url).toBe('/m/wx/system/user.json');
    const headers = new Headers(init.headers);
    expect(headers.get('sourceTypeCode')).toBe('wechat');
    expect(headers.get('sid')).toBe('00-16');
    expect(headers.get('clientId')).toBe('cid-1');
    expect(headers.get('token')).toBe('tok-1');
    expect(headers.get('_TOKEN')).toBe('tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ _BIZCODE: '0005', oldPassword: 'x' });
  });

  it('encodes query parameters and drops absent ones', async () => {
    fetchMock.mockResolvedValueOnce(envelope('000000', '', []));
    await request('/wx/2/system/center.json', { query: { _BIZCODE: '0003', sid: '00-0', x: undefined } });
    expect(lastCall().url).toBe('/m/wx/2/system/center.json?_BIZCODE=0003&sid=00-0');
  });

  it('shows other error codes for 5 s and rejects with a typed ApiError', async () => {
    fetchMock.mockResolvedValueOnce(envelope('sms,code', '短信验证码错误'));
    const error = await request('/wx/login.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'sms,code', message: '短信验证码错误' });
    expect(feedback.showToast).toHaveBeenCalledWith('短信验证码错误', 5000);
  });

  it('lets a call opt out of the automatic toast', async () => {
    fetchMock.mockResolvedValueOnce(envelope('login,password', '手机号或密码错误'));
    await expect(request('/wx/login.json', { silent: true })).rejects.toMatchObject({
      code: 'login,password',
    });
    expect(feedback.showToast).not.toHaveBeenCalled();
  });

  it('shows only the text after the first colon for debug errors', async () => {
    fetchMock.mockResolvedValueOnce(envelope('debug', 'NullPointer at x:数据异常'));
    await expect(request('/x')).rejects.toMatchObject({ message: '数据异常' });
    expect(feedback.showToast).toHaveBeenCalledWith('数据异常', 5000);
  });

  it.each([
    [403, '系统访问被禁止'],
    [404, '系统通讯异常'],
    [414, 'URI异常'],
    [500, '系统内部错误'],
    [504, '网络连接超时'],
    [418, '系统内部错误!'],
  ])('maps HTTP %i without an envelope to %s', async (status, message) => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status }));
    await expect(request('/x')).rejects.toMatchObject({ message, status });
    expect(feedback.showToast).toHaveBeenCalledWith(message, 5000);
  });

  it.each([
    [500, '系统内部错误'],
    [404, '系统通讯异常'],
    [502, '系统通讯异常'],
    [503, '系统通讯异常'],
    [504, '网络连接超时'],
    [403, '系统访问被禁止'],
    [405, '系统访问被禁止'],
    [414, 'URI异常'],
  ])(
    'shows the spec text for HTTP %i even when the body is an envelope with its own text',
    async (status, message) => {
      fetchMock.mockResolvedValueOnce(envelope('system,error', '系统繁忙，请稍后再试', null, status));
      await expect(request('/x')).rejects.toMatchObject({
        message,
        status,
        code: ClientErrorCode.badResponse,
      });
      expect(feedback.showToast).toHaveBeenCalledWith(message, 5000);
      expect(feedback.showToast).not.toHaveBeenCalledWith('系统繁忙，请稍后再试', 5000);
    },
  );

  it('keeps the server’s own message for another refusal it explains', async () => {
    fetchMock.mockResolvedValueOnce(envelope('param,invalid', '请求内容过大', null, 413));
    await expect(request('/x')).rejects.toMatchObject({ code: 'param,invalid', message: '请求内容过大' });
  });

  it('treats no response as a network timeout', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/x')).rejects.toMatchObject({
      code: ClientErrorCode.network,
      message: '网络连接超时',
    });
  });

  it('shows the network timeout text when the connection fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/x')).rejects.toBeInstanceOf(ApiError);
    expect(feedback.showToast).toHaveBeenCalledWith('网络连接超时', 5000);
  });

  it('aborts after the 90 s timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(89_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: ClientErrorCode.timeout, message: '网络连接超时' });
    expect(feedback.showToast).toHaveBeenCalledWith('网络连接超时', 5000);
  });

  it('refuses a response larger than 1 MiB', async () => {
    const big = JSON.stringify({ error_code: '000000', error: '', data: 'x'.repeat(1_048_577) });
    fetchMock.mockResolvedValueOnce(new Response(big, { status: 200 }));
    await expect(request('/big')).rejects.toMatchObject({ code: ClientErrorCode.tooLarge });
  });

  it('cancels page requests on navigation but keeps the session-wide tags, without a toast', async () => {
    const hang = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        setTimeout(() => resolve(envelope('000000', '', 'kept')), 10);
      });
    fetchMock.mockImplementation(hang);
    const page = request('/page').catch((e: unknown) => e);
    const kept = ['centre', 'config', 'user', 'logout'].map((tag) =>
      request('/kept', { tag: tag as 'centre' | 'config' | 'user' | 'logout' }),
    );
    expect(cancelPending()).toBe(1);
    expect(await page).toMatchObject({ code: ClientErrorCode.cancelled });
    expect(await Promise.all(kept)).toEqual(['kept', 'kept', 'kept', 'kept']);
    expect(feedback.showToast).not.toHaveBeenCalled();
  });
});

describe('session errors', () => {
  it.each(['token,valid', 'token,clientId', 'login,not', 'login_not', '401'])(
    'on %s alerts once, then clears the token, logs out and goes to login with the current path',
    async (code) => {
      window.history.replaceState(null, '', '/personage?x=1');
      setCookie('token', 'old');
      let dismiss = () => {};
      feedback.alertDialog.mockImplementationOnce(
        () => new Promise<undefined>((r) => (dismiss = () => r(undefined))),
      );
      fetchMock.mockImplementation(async (url) =>
        String(url).startsWith('/m/wx/logout.json') ? envelope('000000') : envelope(code, 'expired'),
      );

      await expect(request('/a')).rejects.toMatchObject({ code });
      await expect(request('/b')).rejects.toMatchObject({ code });
      expect(feedback.alertDialog).toHaveBeenCalledTimes(1);
      expect(feedback.alertDialog).toHaveBeenCalledWith({
        content: '您的授权已超时，请重新登录',
        confirmText: '立即登录',
      });
      // Nothing happens until the user taps 立即登录.
      expect(navigate).not.toHaveBeenCalled();
      expect(getCookie('token')).toBe('old');

      dismiss();
      await waitFor(() =>
        expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fpersonage%3Fx%3D1', undefined),
      );
      expect(feedback.clearToast).toHaveBeenCalled();
      expect(feedback.showToast).not.toHaveBeenCalled();
      expect(getCookie('token')).toBeUndefined();
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/m/wx/logout.json')).toBe(true);
    },
  );

  it('on login,kickout logs out with kickout=1, clears token and client id, alerts and goes to login', async () => {
    setCookie('token', 'old');
    setCookie('clientId', 'cid');
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/m/wx/logout.json') ? envelope('000000') : envelope('login,kickout', 'kicked'),
    );

    await expect(request('/a')).rejects.toMatchObject({ code: 'login,kickout' });

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', undefined));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/m/wx/logout.json?kickout=1')).toBe(true);
    expect(getCookie('token')).toBeUndefined();
    expect(getCookie('clientId')).toBeUndefined();
    expect(feedback.alertDialog).toHaveBeenCalledTimes(1);
    expect(feedback.alertDialog).toHaveBeenCalledWith({
      content: '您的账号已在其他设备登录，如非本人操作，请及时修改密码',
      confirmText: '重新登录',
    });
  });
});

describe('requestEnvelope', () => {
  it('exposes top-level fields such as the login token', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error_code: '000000', error: '', data: {}, token: 't', clientId: 'c' })),
    );
    await expect(requestEnvelope('/wx/login.json')).resolves.toMatchObject({ token: 't', clientId: 'c' });
  });
});
