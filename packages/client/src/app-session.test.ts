import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './call.ts';
import { configureClient } from './configure.ts';
import { getCookie, setCookie } from './cookies.ts';
import { auth } from './routes/auth.ts';
import { operator } from './routes/operator.ts';

// An app that keeps its own session (the staff console) instead of the customer's cookies.
let token: string | null = 'op-token';
const session = {
  headers: vi.fn((): Record<string, string> => (token ? { 'x-operator-token': token } : {})),
  expired: vi.fn((code: string) => code === 'operator,login'),
  forget: vi.fn(() => {
    token = null;
  }),
};
const app = {
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alert: vi.fn(async () => undefined),
  goToLogin: vi.fn(),
  onSessionEnd: vi.fn(),
};

const fetchMock = vi.fn<typeof fetch>();

function envelope(error_code: string, error = '', data: unknown = null): Response {
  return new Response(JSON.stringify({ error_code, error, data }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

function sentHeaders(index = -1): Headers {
  return new Headers(fetchMock.mock.calls.at(index)?.[1]?.headers);
}

beforeEach(() => {
  token = 'op-token';
  vi.stubGlobal('fetch', fetchMock);
  configureClient({ sourceTypeCode: 'console', sid: () => undefined, ...app, session });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  for (const fake of [...Object.values(app), ...Object.values(session)]) fake.mockClear();
  window.history.replaceState(null, '', '/');
  for (const name of ['token', 'clientId', 'phone'] as const) setCookie(name, '', -1);
});

describe('an app session', () => {
  it("sends the app's headers and neither the customer's token nor its client id", async () => {
    setCookie('token', 'customer-token');
    setCookie('clientId', 'cid-1');
    fetchMock.mockResolvedValueOnce(envelope('000000', '', { ok: true }));

    await call(operator.operatorLogout);

    const headers = sentHeaders();
    expect(headers.get('x-operator-token')).toBe('op-token');
    expect(headers.get('sourceTypeCode')).toBe('console');
    expect(headers.has('token')).toBe(false);
    expect(headers.has('_TOKEN')).toBe(false);
    expect(headers.has('clientId')).toBe(false);
  });

  it('reads the headers afresh on every call (signing in, then out)', async () => {
    fetchMock.mockImplementation(async () => envelope('000000', '', { ok: true }));
    token = null;
    await call(operator.operatorLogout);
    expect(sentHeaders().has('x-operator-token')).toBe(false);
    token = 'later';
    await call(operator.operatorLogout);
    expect(sentHeaders().get('x-operator-token')).toBe('later');
  });

  it('goes out at once without waiting for a client id, even for several first calls together', async () => {
    fetchMock.mockImplementation(async () => envelope('000000', '', { ok: true }));
    await Promise.all([call(operator.operatorLogout), call(operator.operatorLogout)]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('on expiry forgets the session and sends the person to log in from where they were, once', async () => {
    window.history.replaceState(null, '', '/console/bookings?date=2026-12-01');
    setCookie('token', 'customer-token');
    fetchMock.mockImplementation(async () => envelope('operator,login', '请先登录工作人员账号'));

    const results = await Promise.allSettled([call(operator.operatorMe), call(operator.operatorMe)]);

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(session.forget).toHaveBeenCalledTimes(1);
    expect(app.onSessionEnd).toHaveBeenCalledWith('timeout');
    expect(app.goToLogin).toHaveBeenCalledTimes(1);
    expect(app.goToLogin).toHaveBeenCalledWith('/console/bookings?date=2026-12-01');
    // No toast on top of the login page's own message, no dialog, no customer logout call.
    expect(app.showToast).not.toHaveBeenCalled();
    expect(app.alert).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(auth.logout.path))).toBe(false);
    // The customer signed in on the same site stays signed in.
    expect(getCookie('token')).toBe('customer-token');
  });

  it('shows a refusal that is not an expiry (a wrong password at login) as any other failure', async () => {
    token = null;
    fetchMock.mockResolvedValueOnce(envelope('operator,login', '账号或密码错误'));

    await expect(
      call(operator.operatorLogin, { body: { username: 'op-00-1', password: 'x' } }),
    ).rejects.toMatchObject({ code: 'operator,login', message: '账号或密码错误' });

    expect(app.showToast).toHaveBeenCalledWith('账号或密码错误', 5000);
    expect(session.forget).not.toHaveBeenCalled();
    expect(app.goToLogin).not.toHaveBeenCalled();
  });

  it("leaves the customer's session codes to the app: token,valid is an ordinary failure", async () => {
    fetchMock.mockResolvedValueOnce(envelope('token,valid', '登录已失效'));
    await expect(call(operator.operatorMe)).rejects.toMatchObject({ code: 'token,valid' });
    expect(app.alert).not.toHaveBeenCalled();
    expect(app.goToLogin).not.toHaveBeenCalled();
    expect(app.showToast).toHaveBeenCalledWith('登录已失效', 5000);
  });
});
