import { auth, call, endSession, getCookie, setCookie, urlOf, users } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigate } from '@/shared/lib/navigation.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';
import { configureApiClient } from './api-client.ts';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
}));

const profileKey = [...USER_DATA_KEY, 'account', 'user'];
const centreKey = ['centres', 'detail', '00-16'];

beforeEach(() => {
  configureApiClient();
  setCookie('token', 'tok');
  setCookie('clientId', 'cid12345678');
  setCookie('sid', '00-16');
  queryClient.setQueryData(profileKey, { name: '张三' });
  queryClient.setQueryData(centreKey, { id: '00-16' });
  useSessionStore.setState({ sid: '00-16', helpUser: true, openid: 'o-1' });
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the end of a session in the app', () => {
  it('on logout forgets the profile and the centre, and keeps the client id and open id', () => {
    endSession('logout');
    expect(getCookie('token')).toBeUndefined();
    expect(getCookie('sid')).toBeUndefined();
    expect(getCookie('clientId')).toBe('cid12345678');
    expect(queryClient.getQueryData(profileKey)).toBeUndefined();
    expect(queryClient.getQueryData(centreKey)).toEqual({ id: '00-16' });
    expect(useSessionStore.getState()).toMatchObject({ sid: '00-0', helpUser: false, openid: 'o-1' });
  });

  it('on a timeout keeps the centre, so logging in again returns to the same page and centre', () => {
    endSession('timeout');
    expect(queryClient.getQueryData(profileKey)).toBeUndefined();
    expect(getCookie('sid')).toBe('00-16');
    expect(useSessionStore.getState().sid).toBe('00-16');
  });

  it('on a kickout forgets the profile too', () => {
    endSession('kickout');
    expect(getCookie('clientId')).toBeUndefined();
    expect(queryClient.getQueryData(profileKey)).toBeUndefined();
  });
});

describe('a timed-out session outside WeChat', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    registerNavigate(navigate);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const code = url.startsWith(urlOf(auth.logout)) ? '000000' : 'token,valid';
        return new Response(JSON.stringify({ error_code: code, error: '登录已失效', data: null }));
      }),
    );
  });

  afterEach(() => navigate.mockReset());

  it.each([
    ['/personage?x=1', '/login?redirect=%2Fpersonage%3Fx%3D1'],
    // Timed out on the login page itself: 我的 is where the person returns to.
    ['/login?redirect=%2Forder', '/login?redirect=%2Fpersonage'],
  ])('on %s goes to log in, coming back to the page it was on', async (page, login) => {
    window.history.replaceState(null, '', page);
    await expect(call(users.getUser)).rejects.toMatchObject({ code: 'token,valid' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(login, undefined));
  });
});
