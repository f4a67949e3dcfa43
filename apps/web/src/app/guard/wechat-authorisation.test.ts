import { waitFor } from '@testing-library/react';
import { auth, call, getCookie, setCookie, urlOf, users, wechat } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigate } from '@/shared/lib/navigation.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { runGuard } from './guard.ts';

// Spec 8: 'token,valid' and its kin, "in the messaging app without open id redirect to authorisation;
// else alert 'Your authorisation has timed out'". The server answers the authorisation by coming back
// with openid=<id>, or with wxauth=failed when WeChat's code could not be exchanged.

const feedback = vi.hoisted(() => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  clearToastForNextPage: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
}));
vi.mock('@/shared/ui/feedback.ts', () => feedback);

const leaveFor = vi.hoisted(() => vi.fn());
vi.mock('@/shared/lib/navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/lib/navigation.ts')>()),
  leaveFor,
}));
vi.mock('./wechat-sdk.ts', () => ({ configureWechat: vi.fn(async () => undefined) }));

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();
const timeoutDialog = { content: '您的授权已超时，请重新登录', confirmText: '立即登录' };

function answer(error_code: string): Response {
  return new Response(JSON.stringify({ error_code, error: '登录已失效，请重新登录', data: null }));
}

// Opens a page of the app the way a full page load does: the address bar, then the route guard.
function land(path: string): void {
  window.history.replaceState({ idx: 0 }, '', path);
  runGuard(new URL(path, window.location.origin));
}

beforeEach(() => {
  vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50' });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) =>
    answer(String(url).startsWith(urlOf(auth.logout)) ? '000000' : 'token,valid'),
  );
  registerNavigate(navigate);
  useSessionStore.setState({ sid: '00-0', openid: null, wechatAuthTried: false });
  setCookie('clientId', 'wxclient1234');
  setCookie('token', 'dead-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  navigate.mockReset();
  leaveFor.mockReset();
  feedback.alertDialog.mockClear();
});

describe('a session timeout inside WeChat', () => {
  it('without an openid goes to authorisation once, after clearing the dead token', async () => {
    land('/personage?x=1');
    let tokenWhenLeaving: string | undefined = 'not left';
    leaveFor.mockImplementation(() => {
      tokenWhenLeaving = getCookie('token');
    });

    await expect(call(users.getUser)).rejects.toMatchObject({ code: 'token,valid' });
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith(
        urlOf(wechat.authorizeWechat, { query: { redirect: '/personage?x=1' } }),
      ),
    );
    expect(tokenWhenLeaving).toBeUndefined();
    expect(feedback.alertDialog).not.toHaveBeenCalled();

    // Back from WeChat with neither an openid nor a verdict: the next timeout asks for a login instead.
    land('/personage?x=1');
    setCookie('token', 'another-dead-token');
    await expect(call(users.getUser)).rejects.toMatchObject({ code: 'token,valid' });
    await waitFor(() => expect(feedback.alertDialog).toHaveBeenCalledWith(timeoutDialog));
    expect(leaveFor).toHaveBeenCalledTimes(1);
  });

  it('after the server reported wxauth=failed shows the dialog and does not go to authorisation', async () => {
    land('/personage?wxauth=failed&x=1');
    expect(useSessionStore.getState().wechatAuthTried).toBe(true);
    await waitFor(() => expect(window.location.search).toBe('?x=1'));

    await expect(call(users.getUser)).rejects.toMatchObject({ code: 'token,valid' });
    await waitFor(() => expect(feedback.alertDialog).toHaveBeenCalledWith(timeoutDialog));
    expect(leaveFor).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fpersonage%3Fx%3D1', undefined),
    );
    expect(getCookie('token')).toBeUndefined();
  });

  it('with an openid from the authorisation shows the dialog', async () => {
    land('/personage?openid=o-abc123&x=1');
    expect(useSessionStore.getState().openid).toBe('o-abc123');

    await expect(call(users.getUser)).rejects.toMatchObject({ code: 'token,valid' });
    await waitFor(() => expect(feedback.alertDialog).toHaveBeenCalledWith(timeoutDialog));
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('takes the openid and the verdict out of the address bar, keeping the rest and the router state', async () => {
    land('/personage?openid=o-abc123&wxauth=failed&x=1#top');
    await waitFor(() => expect(window.location.search).toBe('?x=1'));
    expect(window.location.pathname).toBe('/personage');
    expect(window.location.hash).toBe('#top');
    expect(window.history.state).toEqual({ idx: 0 });
  });
});

describe('outside WeChat', () => {
  it('a timeout shows the dialog without an authorisation round trip', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1' });
    land('/personage');
    await expect(call(users.getUser)).rejects.toMatchObject({ code: 'token,valid' });
    await waitFor(() => expect(feedback.alertDialog).toHaveBeenCalledWith(timeoutDialog));
    expect(leaveFor).not.toHaveBeenCalled();
  });
});
