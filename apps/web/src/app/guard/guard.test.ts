import { centres, getCookie, removeCookie, setCookie, urlOf } from '@tijian/client';
import { DEFAULT_SID } from '@tijian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/lib/query-client.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { authLoader, runGuard } from './guard.ts';

vi.mock('@/shared/ui/feedback.ts', () => ({
  clearToast: vi.fn(),
  clearToastForNextPage: vi.fn(),
  showToast: vi.fn(),
  alertDialog: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>(
  async () => new Response(JSON.stringify({ error_code: '000000', error: '', data: [] }), { status: 200 }),
);
const calledPaths = () => fetchMock.mock.calls.map(([url]) => String(url));
const visit = (path: string) => runGuard(new URL(path, 'http://localhost'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  queryClient.clear();
  useSessionStore.setState({ sid: DEFAULT_SID, initialSid: null, helpUser: false, openid: null });
  setCookie('clientId', 'guardtestclient');
  for (const name of ['token', 'sid'] as const) removeCookie(name);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route guard', () => {
  it('takes sid from the query, keeps the first one as the initial sid, and stores it in the cookie', () => {
    visit('/mec/00-16?sid=00-16');
    expect(useSessionStore.getState()).toMatchObject({ sid: '00-16', initialSid: '00-16' });
    expect(getCookie('sid')).toBe('00-16');
    visit('/entrance?sid=00-02');
    expect(useSessionStore.getState()).toMatchObject({ sid: '00-02', initialSid: '00-16' });
  });

  it('keeps the previous route’s sid when the next link has none, and defaults to 00-0', () => {
    visit('/main');
    expect(useSessionStore.getState().sid).toBe(DEFAULT_SID);
    visit('/entrance?sid=00-7');
    visit('/personage');
    expect(useSessionStore.getState().sid).toBe('00-7');
  });

  it('loads the centre list for 00-0 and the centre detail when the sid changes', async () => {
    visit('/main');
    visit('/entrance?sid=00-16');
    await vi.waitFor(() => expect(calledPaths().length).toBeGreaterThanOrEqual(2));
    const cities = urlOf(centres.getCities, { query: { _BIZCODE: '0003' } });
    expect(calledPaths().some((u) => u.startsWith(cities))).toBe(true);
    expect(calledPaths()).toContain(
      urlOf(centres.getCentre, { query: { _BIZCODE: '0002', sysCenterId: '00-16' } }),
    );
  });

  it('marks a help user from the helpUser query', () => {
    visit('/entrance?helpUser=1');
    expect(useSessionStore.getState().helpUser).toBe(true);
  });

  it('adopts a token (and client id) from the query into the cookies', () => {
    visit('/personage?token=abc123token&clientId=fromlink12345');
    expect(getCookie('token')).toBe('abc123token');
    expect(getCookie('clientId')).toBe('fromlink12345');
  });

  it('takes the token out of the address bar at once, keeping the other parameters', () => {
    window.history.replaceState(null, '', '/personage?sid=00-2&token=tok-in-bar&clientId=fromlink12345');
    visit(window.location.href);
    expect(window.location.search).toBe('?sid=00-2');
    expect(getCookie('token')).toBe('tok-in-bar');
  });

  it('asks before a link replaces a live session, and keeps it when the answer is no', () => {
    setCookie('token', 'live-session');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    window.history.replaceState(null, '', '/personage?token=other-user');
    visit(window.location.href);
    expect(confirm).toHaveBeenCalledOnce();
    expect(getCookie('token')).toBe('live-session');
    expect(window.location.search).toBe('');
    confirm.mockReturnValue(true);
    visit('/personage?token=other-user');
    expect(getCookie('token')).toBe('other-user');
    confirm.mockRestore();
  });

  it('sends a visitor without a token from a login-only page to /login remembering the page', () => {
    const request = new Request('http://localhost/personage/detail?x=1');
    let thrown: unknown;
    try {
      authLoader({ request, params: {}, context: undefined } as never);
    } catch (response) {
      thrown = response;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?redirect=%2Fpersonage%2Fdetail%3Fx%3D1',
    );
  });

  it('inside WeChat, keeps the openid the server brought back but not in the page to return to after login', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 MicroMessenger/8.0.47' });
    const request = new Request('http://localhost/personage?x=1&openid=fake-openid-1&wxauth=failed');
    let thrown: unknown;
    try {
      authLoader({ request, params: {}, context: undefined } as never);
    } catch (response) {
      thrown = response;
    }
    vi.unstubAllGlobals();
    expect((thrown as Response).headers.get('Location')).toBe('/login?redirect=%2Fpersonage%3Fx%3D1');
    expect(useSessionStore.getState().openid).toBe('fake-openid-1');
  });
});
