import { operator } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorKeys } from '@/features/auth/index.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import { forgetOperatorSession, keepOperatorToken } from '@/shared/session/operator-session.ts';
import { mockApi } from '@/test/api.ts';
import { MANAGER } from '@/test/fixtures.ts';
import { signedInLoader } from './guard.ts';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  forgetOperatorSession();
  queryClient.clear();
});

const request = (path: string) => new Request(`http://localhost/console${path}`);

describe('signedInLoader', () => {
  it('sends a tab without a session to sign in, to come back where it was going', () => {
    let thrown: unknown;
    try {
      signedInLoader({ request: request('/refunds?status=applied') });
    } catch (answer) {
      thrown = answer;
    }
    expect((thrown as Response).headers.get('Location')).toBe('/login?from=%2Frefunds%3Fstatus%3Dapplied');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with a session, asks for the profile at once, before any screen’s code has loaded', async () => {
    keepOperatorToken('t-1');
    const profile = MANAGER;
    mockApi(fetchMock, { [operator.operatorMe.path]: profile });
    expect(signedInLoader({ request: request('/bookings') })).toBeNull();
    await vi.waitFor(() => expect(queryClient.getQueryData(operatorKeys.me())).toEqual(profile));
  });
});
