import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode } from './api-error.ts';
import { call } from './call.ts';
import { cancelPending } from './cancellation.ts';
import { configureClient } from './configure.ts';
import { getCookie, setCookie } from './cookies.ts';
import { auth } from './routes/auth.ts';
import { centres } from './routes/centres.ts';
import { users } from './routes/users.ts';

const app = {
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alert: vi.fn(async (_content: string, _confirmText: string) => undefined),
  goToLogin: vi.fn(),
  onSessionEnd: vi.fn(),
};

const fetchMock = vi.fn<typeof fetch>();
const logoutUrl = `/m${auth.logout.path}`;

// Any call will do where only the transport is under test.
const getUser = () => call(users.getUser);

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
  configureClient({ sourceTypeCode: 'wechat', sid: () => '00-16', ...app });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  for (const fake of Object.values(app)) fake.mockClear();
  app.alert.mockImplementation(async () => undefined);
});

describe('a call', () => {
  it('sends the session headers and a JSON body under /m, and returns data on 000000', async () => {
    setCookie('token', 'tok-1');
    setCookie('clientId', 'cid-1');
    fetchMock.mockResolvedValueOnce(envelope('000000', '', null));

    const data = await call(auth.changePassword, { body: { _BIZCODE: '0005', oldPassword: 'x' } });

    expect(data).toBeNull();
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

  it('leaves the sid header out when the app has no centre', async () => {
    configureClient({ sourceTypeCode: 'console', sid: () => undefined, ...app });
    fetchMock.mockResolvedValueOnce(envelope('000000', '', []));
    await call(centres.getCities, { query: { _BIZCODE: '0003' } });
    const headers = new Headers(lastCall().init.headers);
    expect(headers.get('sourceTypeCode')).toBe('console');
    expect(headers.has('sid')).toBe(false);
  });

  it('shows other error codes for 5 s and rejects with a typed ApiError', async () => {
    fetchMock.mockResolvedValueOnce(envelope('sms,code', '短信验证码错误'));
    const error = await call(auth.login, { body: { username: '13800138000', password: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'sms,code', message: '短信验证码错误' });
    expect(app.showToast).toHaveBeenCalledWith('短信验证码错误', 5000);
  });

  it('lets a call opt out of the automatic toast', async () => {
    fetchMock.mockResolvedValueOnce(envelope('login,password', '手机号或密码错误'));
    await expect(
      call(auth.login, { body: { username: '13800138000', password: 'x' } }, { silent: true }),
    ).rejects.toMatchObject({
      code: 'login,password',
    });
    expect(app.showToast).not.toHaveBeenCalled();
  });

  it('lets a call opt out of the toast for the failures a test picks, and keeps it for the others', async () => {
    const notFound = (error: ApiError) => error.code === 'not,found';
    fetchMock.mockResolvedValueOnce(envelope('not,found', '该订单不存在'));
    await expect(call(users.getUser, undefined, { silent: notFound })).rejects.toMatchObject({
      code: 'not,found',
    });
    expect(app.showToast).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(envelope('system,error', '系统繁忙，请稍后再试'));
    await expect(call(users.getUser, undefined, { silent: notFound })).rejects.toMatchObject({
      code: 'system,error',
    });
    expect(app.showToast).toHaveBeenCalledWith('系统繁忙，请稍后再试', 5000);
  });

  it('shows only the text after the first colon for debug errors', async () => {
    fetchMock.mockResolvedValueOnce(envelope('debug', 'NullPointer at x:数据异常'));
    await expect(getUser()).rejects.toMatchObject({ message: '数据异常' });
    expect(app.showToast).toHaveBeenCalledWith('数据异常', 5000);
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
    await expect(getUser()).rejects.toMatchObject({ message, status });
    expect(app.showToast).toHaveBeenCalledWith(message, 5000);
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
      await expect(getUser()).rejects.toMatchObject({
        message,
        status,
        code: ClientErrorCode.badResponse,
      });
      expect(app.showToast).toHaveBeenCalledWith(message, 5000);
      expect(app.showToast).not.toHaveBeenCalledWith('系统繁忙，请稍后再试', 5000);
    },
  );

  it('keeps the server’s own message for another refusal it explains', async () => {
    fetchMock.mockResolvedValueOnce(envelope('param,invalid', '请求内容过大', null, 413));
    await expect(getUser()).rejects.toMatchObject({ code: 'param,invalid', message: '请求内容过大' });
  });

  it('treats no response as a network timeout', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(getUser()).rejects.toMatchObject({
      code: ClientErrorCode.network,
      message: '网络连接超时',
    });
  });

  it('shows the network timeout text when the connection fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(getUser()).rejects.toBeInstanceOf(ApiError);
    expect(app.showToast).toHaveBeenCalledWith('网络连接超时', 5000);
  });

  it('aborts after the 90 s timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = getUser().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(89_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: ClientErrorCode.timeout, message: '网络连接超时' });
    expect(app.showToast).toHaveBeenCalledWith('网络连接超时', 5000);
  });

  it('refuses a response larger than 1 MiB', async () => {
    const big = JSON.stringify({ error_code: '000000', error: '', data: 'x'.repeat(1_048_577) });
    fetchMock.mockResolvedValueOnce(new Response(big, { status: 200 }));
    await expect(getUser()).rejects.toMatchObject({ code: ClientErrorCode.tooLarge });
  });

  it('cancels page requests on navigation but keeps the session-wide tags, without a toast', async () => {
    const hang = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        setTimeout(() => resolve(envelope('000000', '', 'kept')), 10);
      });
    fetchMock.mockImplementation(hang);
    const page = getUser().catch((e: unknown) => e);
    const kept = (['centre', 'config', 'user', 'logout'] as const).map((tag) =>
      call(users.getUser, undefined, { tag }),
    );
    expect(cancelPending()).toBe(1);
    expect(await page).toMatchObject({ code: ClientErrorCode.cancelled });
    expect(await Promise.all(kept)).toEqual(['kept', 'kept', 'kept', 'kept']);
    expect(app.showToast).not.toHaveBeenCalled();
  });
});

describe('session errors', () => {
  it.each(['token,valid', 'token,clientId', 'login,not', 'login_not', '401'])(
    'on %s alerts once, then ends the session, logs out and goes to login from the current path',
    async (code) => {
      window.history.replaceState(null, '', '/personage?x=1');
      setCookie('token', 'old');
      let dismiss = () => {};
      app.alert.mockImplementationOnce(() => new Promise<undefined>((r) => (dismiss = () => r(undefined))));
      fetchMock.mockImplementation(async (url) =>
        String(url).startsWith(logoutUrl) ? envelope('000000') : envelope(code, 'expired'),
      );

      await expect(getUser()).rejects.toMatchObject({ code });
      await expect(getUser()).rejects.toMatchObject({ code });
      expect(app.alert).toHaveBeenCalledTimes(1);
      expect(app.alert).toHaveBeenCalledWith('您的授权已超时，请重新登录', '立即登录');
      // Nothing happens until the user taps 立即登录.
      expect(app.goToLogin).not.toHaveBeenCalled();
      expect(getCookie('token')).toBe('old');

      dismiss();
      await vi.waitFor(() => expect(app.goToLogin).toHaveBeenCalledWith('/personage?x=1'));
      expect(app.onSessionEnd).toHaveBeenCalledWith('timeout');
      expect(app.clearToast).toHaveBeenCalled();
      expect(app.showToast).not.toHaveBeenCalled();
      expect(getCookie('token')).toBeUndefined();
      expect(fetchMock.mock.calls.some(([url]) => String(url) === logoutUrl)).toBe(true);
    },
  );

  it('on login,kickout logs out with kickout=1, clears token and client id, alerts and goes to login', async () => {
    setCookie('token', 'old');
    setCookie('clientId', 'cid');
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith(logoutUrl) ? envelope('000000') : envelope('login,kickout', 'kicked'),
    );

    await expect(getUser()).rejects.toMatchObject({ code: 'login,kickout' });

    await vi.waitFor(() => expect(app.goToLogin).toHaveBeenCalledWith());
    expect(app.onSessionEnd).toHaveBeenCalledWith('kickout');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === `${logoutUrl}?kickout=1`)).toBe(true);
    expect(getCookie('token')).toBeUndefined();
    expect(getCookie('clientId')).toBeUndefined();
    expect(app.alert).toHaveBeenCalledTimes(1);
    expect(app.alert).toHaveBeenCalledWith(
      '您的账号已在其他设备登录，如非本人操作，请及时修改密码',
      '重新登录',
    );
  });
});
