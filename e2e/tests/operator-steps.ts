import { type APIRequestContext, expect } from '@playwright/test';

// What centre staff do, called on the operator API directly (console.spec.ts drives the console
// itself), and the demo clock. These calls go through Playwright's own request context: no page
// cookies, as a desk's tool would send.

/** The demo's manager of a centre (seeded in demo mode: op-<centre id> / operator1234). */
export async function operatorLogin(request: APIRequestContext, centreId: string): Promise<string> {
  const res = await request.post('/m/operator/login.json', {
    data: { username: `op-${centreId}`, password: 'operator1234' },
  });
  const body = await res.json();
  expect(body.error_code, body.error).toBe('000000');
  return body.data.token as string;
}

/** An operator call that must succeed; answers its data. */
export async function operatorPost<T = unknown>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: object,
): Promise<T> {
  const res = await request.post(`/m/operator/${path}`, { data, headers: { 'x-operator-token': token } });
  const body = await res.json();
  expect(body.error_code, `${path}: ${body.error}`).toBe('000000');
  return body.data as T;
}

/** Moves the demo server's clock to an instant (ISO with offset), or back to real time with null. */
export async function setServerClock(request: APIRequestContext, at: string | null): Promise<void> {
  const res = await request.post('/m/dev/clock', { data: { at } });
  const body = await res.json();
  expect(body.error_code, `clock to ${at}: ${body.error}`).toBe('000000');
}
