import { centres, urlOf } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { City } from '@/features/centre/index.ts';
import { cacheCity, readCachedCity } from '@/shared/lib/geolocation.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import { alertDialog } from '@/shared/ui/feedback.ts';
import { mockApi } from '@/test/render.tsx';
import { locateCity } from './use-located-city.ts';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
}));

const fetchMock = vi.fn<typeof fetch>();
const cities: City[] = [
  { id: '110100', name: '北京市', spell: 'beijing', latitude: 39.9, longitude: 116.4, children: [] },
  { id: '310100', name: '上海市', spell: 'shanghai', latitude: 31.23, longitude: 121.47, children: [] },
];

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

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The server names the city as a maps service would, with or without 市.
  mockApi(fetchMock, {
    [centres.getNearestCity.path]: { city: { id: 'x', name: '上海' }, distanceKm: 3 },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(alertDialog).mockClear();
  localStorage.clear();
  queryClient.clear();
});

describe('locateCity', () => {
  it('finds the nearest city through the server and remembers it', async () => {
    stubGeolocation((ok) => ok({ coords: { latitude: 31.2, longitude: 121.4 } } as GeolocationPosition));
    expect((await locateCity(cities))?.id).toBe('310100');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      urlOf(centres.getNearestCity, { query: { latitude: 31.2, longitude: 121.4 } }),
    );
    expect(readCachedCity()).toEqual({ id: '310100', name: '上海市' });
  });

  it('alerts on denied permission, then uses the cached city', async () => {
    localStorage.setItem('city', JSON.stringify({ id: '110100', name: '北京市' }));
    stubGeolocation(failWith(1));
    expect((await locateCity(cities))?.id).toBe('110100');
    expect(alertDialog).toHaveBeenCalledWith({ content: '定位失败,请允许当前应用访问您的地理位置!' });
  });

  it('alerts when the device has no GPS', async () => {
    stubGeolocation(undefined);
    expect(await locateCity(cities)).toBeUndefined();
    expect(alertDialog).toHaveBeenCalledWith({ content: '您的设备暂不支持GPS定位!' });
  });

  it.each([2, 3, 0])('falls back silently to the cached city on error code %i', async (code) => {
    cacheCity({ id: '', name: '北京' });
    stubGeolocation(failWith(code));
    expect((await locateCity(cities))?.id).toBe('110100');
    expect(alertDialog).not.toHaveBeenCalled();
  });

  it('falls back to the cached city when the lookup fails', async () => {
    cacheCity({ id: '110100', name: '北京市' });
    mockApi(fetchMock, {});
    stubGeolocation((ok) => ok({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition));
    expect((await locateCity(cities))?.id).toBe('110100');
  });
});
