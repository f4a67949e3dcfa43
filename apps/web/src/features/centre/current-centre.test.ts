import { centres, getCookie, setCookie } from '@tijian/client';
import { DEFAULT_SID } from '@tijian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/lib/query-client.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { envelopeResponse } from '@/test/render.tsx';
import { centreKeys } from './api/centre-keys.ts';
import { resetCurrentCentre, setCurrentCentre } from './current-centre.ts';

const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse({ id: '00-16', name: '北京海淀中心' }));
const paths = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setCookie('clientId', 'centretest123');
  queryClient.clear();
  useSessionStore.setState({ sid: DEFAULT_SID, initialSid: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('setCurrentCentre', () => {
  it('moves the store and the cookie together and loads the centre once', async () => {
    setCurrentCentre('00-16');
    expect(useSessionStore.getState().sid).toBe('00-16');
    expect(getCookie('sid')).toBe('00-16');
    await vi.waitFor(() => expect(queryClient.getQueryData(centreKeys.detail('00-16'))).toBeDefined());

    setCurrentCentre('00-16');
    await Promise.resolve();
    expect(paths().filter((p) => p.includes('sysCenterId=00-16'))).toHaveLength(1);
  });

  it('loads the city list when going back to all centres', async () => {
    setCurrentCentre('00-16');
    resetCurrentCentre();
    expect(useSessionStore.getState().sid).toBe(DEFAULT_SID);
    expect(getCookie('sid')).toBe(DEFAULT_SID);
    await vi.waitFor(() =>
      expect(paths().some((p) => p.includes(centres.getCities.path) && p.includes('sid=00-0'))).toBe(true),
    );
  });

  it('keeps the first centre of the visit as the initial one, even when it is all centres', () => {
    setCurrentCentre(DEFAULT_SID);
    setCurrentCentre('00-7');
    expect(useSessionStore.getState()).toMatchObject({ sid: '00-7', initialSid: DEFAULT_SID });
  });
});
