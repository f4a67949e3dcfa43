import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './configure.ts';
import { getCookie, removeCookie, setCookie } from './cookies.ts';
import { endSession } from './end-session.ts';

const onSessionEnd = vi.fn();

beforeEach(() => {
  configureClient({
    sourceTypeCode: 'wechat',
    sid: () => undefined,
    showToast: vi.fn(),
    clearToast: vi.fn(),
    alert: vi.fn(async () => undefined),
    goToLogin: vi.fn(),
    onSessionEnd,
  });
  for (const [name, value] of [
    ['token', 'tok'],
    ['phone', '13800138000'],
    ['clientId', 'cid12345678'],
    ['sid', '00-16'],
  ] as const) {
    setCookie(name, value);
  }
});

afterEach(() => {
  onSessionEnd.mockClear();
  for (const name of ['token', 'phone', 'clientId', 'sid'] as const) removeCookie(name);
});

describe('endSession', () => {
  it.each(['logout', 'timeout'] as const)(
    'on %s forgets the token and phone, keeps the client id, and lets the app drop its part',
    (reason) => {
      endSession(reason);
      expect([getCookie('token'), getCookie('phone')]).toEqual([undefined, undefined]);
      expect(getCookie('clientId')).toBe('cid12345678');
      // The centre is the app's to keep or forget.
      expect(getCookie('sid')).toBe('00-16');
      expect(onSessionEnd).toHaveBeenCalledWith(reason);
    },
  );

  it('on a kickout also forgets the client id the server has retired', () => {
    endSession('kickout');
    expect(getCookie('token')).toBeUndefined();
    expect(getCookie('clientId')).toBeUndefined();
    expect(onSessionEnd).toHaveBeenCalledWith('kickout');
  });
});
