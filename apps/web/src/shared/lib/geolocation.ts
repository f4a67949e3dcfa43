import { GEOLOCATION } from '@tijian/domain';
import { copy } from './copy.ts';
import { isWeChat, isWechatSdkReady } from './env.ts';

export interface Position {
  latitude: number;
  longitude: number;
}

// Why locating failed, in the spec's terms (8 "Location"): only denied and unsupported are told to the
// person; the others quietly fall back to the city remembered from an earlier visit.
export type LocateFailure = 'denied' | 'unsupported' | 'timeout' | 'unavailable' | 'unknown';

export type LocateResult = { ok: true; position: Position } | { ok: false; reason: LocateFailure };

// GeolocationPositionError codes, spelled out because jsdom and some webviews lack the constants.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

export function failureOf(error: { code?: number } | null | undefined): LocateFailure {
  switch (error?.code) {
    case PERMISSION_DENIED:
      return 'denied';
    case POSITION_UNAVAILABLE:
      return 'unavailable';
    case TIMEOUT:
      return 'timeout';
    default:
      return 'unknown';
  }
}

// The alert a failure deserves, or null when it should pass silently.
export function failureMessage(reason: LocateFailure): string | null {
  if (reason === 'denied') return copy.location.denied;
  if (reason === 'unsupported') return copy.location.unsupported;
  return null;
}

interface WxLocation {
  latitude: number;
  longitude: number;
}

interface WxLocationApi {
  getLocation?: (options: {
    type: 'wgs84' | 'gcj02';
    success: (res: WxLocation) => void;
    fail: (res: { errMsg?: string }) => void;
    cancel?: () => void;
  }) => void;
}

function wechatLocation(): WxLocationApi['getLocation'] | undefined {
  if (!isWeChat() || !isWechatSdkReady()) return undefined;
  return (window.wx as WxLocationApi | undefined)?.getLocation;
}

// wx.getLocation takes no timeout of its own, so spec 9's 2000 ms is kept here, as for the browser.
function fromWechat(getLocation: NonNullable<WxLocationApi['getLocation']>): Promise<LocateResult> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, reason: 'timeout' }), GEOLOCATION.timeout);
    const done = (result: LocateResult) => {
      clearTimeout(timer);
      resolve(result);
    };
    getLocation({
      type: 'wgs84',
      success: (res) => done({ ok: true, position: { latitude: res.latitude, longitude: res.longitude } }),
      fail: (res) =>
        done({ ok: false, reason: /deny|denied|auth/i.test(res.errMsg ?? '') ? 'denied' : 'unavailable' }),
      cancel: () => done({ ok: false, reason: 'denied' }),
    });
  });
}

function fromBrowser(): Promise<LocateResult> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation?.getCurrentPosition) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (pos) =>
        resolve({ ok: true, position: { latitude: pos.coords.latitude, longitude: pos.coords.longitude } }),
      (error) => resolve({ ok: false, reason: failureOf(error) }),
      { ...GEOLOCATION },
    );
  });
}

// WeChat's own location inside its browser once the SDK is configured (its prompt is the one people
// trust there); the browser's everywhere else.
export function getPosition(): Promise<LocateResult> {
  const getLocation = wechatLocation();
  return getLocation ? fromWechat(getLocation) : fromBrowser();
}

export interface CachedCity {
  id: string;
  name: string;
}

const CITY_KEY = 'city';

function parseCity(text: string | null): CachedCity | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CachedCity>;
    if (typeof value.id === 'string' && typeof value.name === 'string')
      return { id: value.id, name: value.name };
  } catch {
    // An old plain-name entry: keep the name, it is what city matching needs.
    return { id: '', name: text };
  }
  return null;
}

// This tab's city first (located or picked here), then the one remembered from an earlier visit.
export function readCachedCity(scope: 'session' | 'any' = 'any'): CachedCity | null {
  try {
    const session = parseCity(sessionStorage.getItem(CITY_KEY));
    if (session || scope === 'session') return session;
    return parseCity(localStorage.getItem(CITY_KEY));
  } catch {
    return null;
  }
}

export function cacheCity(city: CachedCity): void {
  const text = JSON.stringify({ id: city.id, name: city.name });
  try {
    sessionStorage.setItem(CITY_KEY, text);
    localStorage.setItem(CITY_KEY, text);
  } catch {
    // Private mode without storage: the city is simply guessed again next time.
  }
}
