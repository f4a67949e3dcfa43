import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheCity, failureMessage, failureOf, getPosition, readCachedCity } from './geolocation.ts';

// Inside WeChat with a configured SDK, or a plain browser.
const env = vi.hoisted(() => ({ weChat: false }));
vi.mock('./env.ts', () => ({ isWeChat: () => env.weChat, isWechatSdkReady: () => env.weChat }));

function stubGeolocation(getCurrentPosition?: Geolocation['getCurrentPosition']) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: getCurrentPosition ? { getCurrentPosition } : undefined,
  });
}

const failWith =
  (code: number): Geolocation['getCurrentPosition'] =>
  (_ok, fail) =>
    fail?.({ code, message: '' } as GeolocationPositionError);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  env.weChat = false;
  delete window.wx;
});

describe('geolocation errors (spec 8 "Location")', () => {
  it('maps the browser error codes', () => {
    expect(failureOf({ code: 1 })).toBe('denied');
    expect(failureOf({ code: 2 })).toBe('unavailable');
    expect(failureOf({ code: 3 })).toBe('timeout');
    expect(failureOf({ code: 9 })).toBe('unknown');
  });

  it('explains only denied permission and missing GPS', () => {
    expect(failureMessage('denied')).toBe('定位失败,请允许当前应用访问您的地理位置!');
    expect(failureMessage('unsupported')).toBe('您的设备暂不支持GPS定位!');
    expect(failureMessage('timeout')).toBeNull();
    expect(failureMessage('unavailable')).toBeNull();
    expect(failureMessage('unknown')).toBeNull();
  });

  it('reports a device without geolocation as unsupported', async () => {
    stubGeolocation(undefined);
    expect(await getPosition()).toEqual({ ok: false, reason: 'unsupported' });
  });

  it('asks the browser with the spec options and passes failures through', async () => {
    const spy = vi.fn(failWith(3));
    stubGeolocation(spy);
    expect(await getPosition()).toEqual({ ok: false, reason: 'timeout' });
    expect(spy.mock.calls[0]?.[2]).toEqual({ timeout: 2000, maximumAge: 5000, enableHighAccuracy: true });
    stubGeolocation(failWith(1));
    expect(await getPosition()).toEqual({ ok: false, reason: 'denied' });
  });

  it('returns the position on success', async () => {
    stubGeolocation((ok) => ok({ coords: { latitude: 31.2, longitude: 121.4 } } as GeolocationPosition));
    expect(await getPosition()).toEqual({ ok: true, position: { latitude: 31.2, longitude: 121.4 } });
  });
});

describe("WeChat's location (spec 9: timeout 2000 ms)", () => {
  function inWeChat(getLocation: (options: { success: (res: unknown) => void }) => void) {
    env.weChat = true;
    window.wx = { getLocation } as unknown as Window['wx'];
  }

  it('gives up after 2000 ms when WeChat does not answer', async () => {
    vi.useFakeTimers();
    const getLocation = vi.fn();
    inWeChat(getLocation);
    let result: unknown;
    void getPosition().then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(getLocation).toHaveBeenCalledTimes(1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ ok: false, reason: 'timeout' });
  });

  it("uses WeChat's answer when it comes in time", async () => {
    inWeChat(({ success }) => success({ latitude: 39.9, longitude: 116.4 }));
    expect(await getPosition()).toEqual({ ok: true, position: { latitude: 39.9, longitude: 116.4 } });
  });
});

describe('cached city', () => {
  it('remembers the city for this tab and for later visits', () => {
    cacheCity({ id: '310100', name: '上海市' });
    expect(readCachedCity('session')).toEqual({ id: '310100', name: '上海市' });
    sessionStorage.clear();
    expect(readCachedCity('session')).toBeNull();
    expect(readCachedCity()).toEqual({ id: '310100', name: '上海市' });
  });
});
