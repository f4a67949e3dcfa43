import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCookie, setCookie } from '@/shared/lib/cookies.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { endSession } from './end-session.ts';
import { USER_DATA_KEY } from './user-data-key.ts';

const profileKey = [...USER_DATA_KEY, 'account', 'user'];
const centreKey = ['centres', 'detail', '00-16'];

beforeEach(() => {
  for (const [name, value] of [
    ['token', 'tok'],
    ['phone', '13800138000'],
    ['clientId', 'cid12345678'],
    ['sid', '00-16'],
  ] as const) {
    setCookie(name, value);
  }
  queryClient.setQueryData(profileKey, { name: '张三' });
  queryClient.setQueryData(centreKey, { id: '00-16' });
  useSessionStore.setState({ sid: '00-16', helpUser: true, openid: 'o-1' });
});

afterEach(() => queryClient.clear());

describe('endSession', () => {
  it('on logout forgets the token, phone, profile and centre, and keeps the client id and open id', () => {
    endSession('logout');
    expect([getCookie('token'), getCookie('phone'), getCookie('sid')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(getCookie('clientId')).toBe('cid12345678');
    expect(queryClient.getQueryData(profileKey)).toBeUndefined();
    expect(queryClient.getQueryData(centreKey)).toEqual({ id: '00-16' });
    expect(useSessionStore.getState()).toMatchObject({ sid: '00-0', helpUser: false, openid: 'o-1' });
  });

  it('on a timeout keeps the centre, so logging in again returns to the same page and centre', () => {
    endSession('timeout');
    expect(getCookie('token')).toBeUndefined();
    expect(queryClient.getQueryData(profileKey)).toBeUndefined();
    expect(getCookie('sid')).toBe('00-16');
    expect(getCookie('clientId')).toBe('cid12345678');
    expect(useSessionStore.getState().sid).toBe('00-16');
  });

  it('on a kickout also forgets the client id the server has retired', () => {
    endSession('kickout');
    expect(getCookie('token')).toBeUndefined();
    expect(getCookie('clientId')).toBeUndefined();
    expect(queryClient.getQueryData(profileKey)).toBeUndefined();
  });
});
