import { DEFAULT_SID } from '@tijian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../../shared/lib/cookies.ts';
import { queryClient } from '../../shared/lib/query-client.ts';
import { useSessionStore } from '../../shared/lib/session-store.ts';
import { authLoader, runGuard } from './guard.ts';

vi.mock('../../shared/ui/feedback.ts', () => ({
  clearToast: vi.fn(),
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
    expect(
      calledPaths().some((u) => u.includes('/m/wx/2/system/center.json') && u.includes('_BIZCODE=0003')),
    ).toBe(true);
    expect(
      calledPaths().some((u) => u.includes('/m/app/system/center.json') && u.includes('sysCenterId=00-16')),
    ).toBe(true);
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
});
