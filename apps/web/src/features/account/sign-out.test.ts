import { auth, getCookie, setCookie, urlOf } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigate } from '@/shared/lib/navigation.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { envelopeResponse } from '@/test/render.tsx';
import { signOut } from './sign-out.ts';

const env = vi.hoisted(() => ({ weChat: false, sdkReady: false }));
vi.mock('@/shared/lib/env.ts', () => ({ isWeChat: () => env.weChat, isWechatSdkReady: () => env.sdkReady }));

const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(null));
const navigate = vi.fn();
const closeWindow = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  registerNavigate(navigate);
  setCookie('token', 'tok');
  setCookie('clientId', 'cid12345678');
  setCookie('sid', '00-16');
  useSessionStore.setState({ sid: '00-16' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  navigate.mockReset();
  closeWindow.mockReset();
  env.weChat = false;
  env.sdkReady = false;
  delete window.WeixinJSBridge;
  delete window.wx;
});

describe('signOut (spec 4 "Session")', () => {
  it('outside WeChat logs out, clears the token and centre, and goes to the root', async () => {
    window.WeixinJSBridge = { call: closeWindow };
    await signOut();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(urlOf(auth.logout));
    expect(getCookie('token')).toBeUndefined();
    expect(getCookie('sid')).toBeUndefined();
    expect(useSessionStore.getState().sid).toBe('00-0');
    expect(closeWindow).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it("inside WeChat closes the window through WeChat's bridge", async () => {
    env.weChat = true;
    window.WeixinJSBridge = { call: closeWindow };
    await signOut();
    expect(getCookie('token')).toBeUndefined();
    expect(closeWindow).toHaveBeenCalledWith('closeWindow');
  });

  it("inside WeChat uses the JS-SDK's closeWindow once wx.config has succeeded", async () => {
    env.weChat = true;
    env.sdkReady = true;
    const sdkClose = vi.fn();
    window.wx = { closeWindow: sdkClose } as unknown as Window['wx'];
    window.WeixinJSBridge = { call: closeWindow };
    await signOut();
    expect(sdkClose).toHaveBeenCalledTimes(1);
    expect(closeWindow).not.toHaveBeenCalled();
  });

  it('inside WeChat waits for the bridge when the page has not received it yet', async () => {
    env.weChat = true;
    await signOut();
    expect(closeWindow).not.toHaveBeenCalled();
    window.WeixinJSBridge = { call: closeWindow };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(closeWindow).toHaveBeenCalledWith('closeWindow');
  });

  it('still leaves the page when the server cannot be told', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await signOut();
    expect(getCookie('token')).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
