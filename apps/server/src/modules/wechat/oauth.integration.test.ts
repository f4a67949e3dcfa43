import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUser } from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { FakeWechatClient } from './fake-wechat-client.ts';

const APPID = 'wx0123456789abcdef';
const DEV_AUTHORIZE = '/m/dev/wechat/authorize';
const BROWSER = { clientId: 'wechat-browser-0001' };

// One database for the file; the apps differ only in their WeChat settings.
let base: TestServer;
let server: TestServer;
beforeAll(async () => {
  base = await createTestServer();
  // As in development and e2e: the fake client, and WeChat's OAuth page played by the dev route.
  server = await base.variant({ WECHAT_APPID: APPID, WECHAT_FAKE: 'true', WECHAT_OAUTH_URL: DEV_AUTHORIZE });
});
afterAll(async () => {
  await server.close();
  await base.close();
});

async function get(app: TestServer, url: string, headers: Record<string, string> = BROWSER) {
  const res = await app.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, location: String(res.headers.location ?? ''), body: res.body };
}

const authorizeUrl = (redirect: string) => `/m/authorize_wx.html?redirect=${encodeURIComponent(redirect)}`;
const callbackUrl = (redirect: string, query: string) =>
  `/m/wx/oauth/callback?redirect=${encodeURIComponent(redirect)}${query}`;

/** Path and query of a Location (absolute ones point at this test app's host). */
function local(location: string): string {
  const url = new URL(location, 'http://localhost');
  expect(url.hostname).toBe('localhost');
  return `${url.pathname}${url.search}`;
}

/**
 * Follows redirects the way a browser inside WeChat would, while they stay on the server (/m/…),
 * and answers every hop and the page it ends on.
 */
async function followFrom(url: string) {
  const hops: string[] = [];
  let next = url;
  while (next.startsWith('/m/')) {
    hops.push(next);
    if (hops.length > 10) throw new Error(`redirect loop: ${hops.join(' → ')}`);
    const res = await get(server, next);
    expect(res.status, next).toBe(302);
    next = local(res.location);
  }
  return { hops, page: next };
}

describe('WeChat authorisation with a code exchange', () => {
  it('sends the browser to the configured OAuth URL with our callback as redirect_uri', async () => {
    const custom = await base.variant({
      WECHAT_APPID: APPID,
      WECHAT_FAKE: 'true',
      WECHAT_OAUTH_URL: 'https://oauth.example.test/connect/authorize',
    });
    try {
      const res = await get(custom, authorizeUrl('/order?type=1'));
      expect(res.status).toBe(302);
      const target = new URL(res.location);
      expect(`${target.origin}${target.pathname}`).toBe('https://oauth.example.test/connect/authorize');
      expect(target.searchParams.get('appid')).toBe(APPID);
      expect(target.searchParams.get('redirect_uri')).toBe(
        'http://localhost/m/wx/oauth/callback?redirect=%2Forder%3Ftype%3D1',
      );
    } finally {
      await custom.close();
    }
  });

  it('the development authorize page answers like WeChat: back to redirect_uri with a code and the state', async () => {
    const res = await get(server, authorizeUrl('/order'));
    const target = local(res.location);
    expect(target.startsWith(`${DEV_AUTHORIZE}?`)).toBe(true);
    const fake = await get(server, target);
    expect(fake.status).toBe(302);
    const back = new URL(fake.location);
    expect(back.pathname).toBe('/m/wx/oauth/callback');
    expect(back.searchParams.get('redirect')).toBe('/order');
    expect(back.searchParams.get('state')).toBe('tijian');
    expect(back.searchParams.get('code')).toMatch(/^fake-code-[0-9a-f]{16}$/);
    // The same browser gets the same code (and so the same openid); another browser another one.
    expect(new URL((await get(server, target)).location).searchParams.get('code')).toBe(
      back.searchParams.get('code'),
    );
    const other = await get(server, target, { clientId: 'wechat-browser-0002' });
    expect(new URL(other.location).searchParams.get('code')).not.toBe(back.searchParams.get('code'));
  });

  it('the callback exchanges the code and returns to the page with the openid in its query', async () => {
    const code = 'fake-code-0123456789abcdef';
    const expected = await new FakeWechatClient().openidForCode(code);
    expect(expected).toMatch(/^fake-openid-[0-9a-f]{16}$/);
    const res = await get(server, callbackUrl('/order?type=1#top', `&code=${code}&state=tijian`));
    expect(res.status).toBe(302);
    expect(res.location).toBe(`/order?type=1&openid=${expected}#top`);
  });

  it('an invalid or missing code returns to the page with wxauth=failed, and no openid', async () => {
    for (const query of ['&code=invalid&state=tijian', '&state=tijian', '&code=&state=tijian']) {
      const res = await get(server, callbackUrl('/order?openid=stale', query));
      expect(res.status, query).toBe(302);
      expect(res.location, query).toBe('/order?wxauth=failed');
    }
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('lands on /main when the return address %j is not a path of this site', async (redirect) => {
    const exchanged = await get(server, callbackUrl(redirect, '&code=fake-code-1&state=tijian'));
    expect(exchanged.location).toMatch(/^\/main\?openid=fake-openid-[0-9a-f]{16}$/);
    const failed = await get(server, callbackUrl(redirect, '&code=invalid'));
    expect(failed.location).toBe('/main?wxauth=failed');
    const chain = await followFrom(authorizeUrl(redirect));
    expect(chain.page).toMatch(/^\/main\?openid=/);
  });

  it('the development authorize page only returns to this site, for the configured app id', async () => {
    const callback = encodeURIComponent('http://localhost/m/wx/oauth/callback?redirect=%2Fmain');
    const foreign = encodeURIComponent('https://evil.example/steal');
    const answer = async (url: string) => (await server.app.inject({ method: 'GET', url })).json();
    expect(await answer(`${DEV_AUTHORIZE}?appid=${APPID}&redirect_uri=${foreign}`)).toEqual({
      error_code: 'param,invalid',
      error: '回调地址不正确',
      data: null,
    });
    expect(await answer(`${DEV_AUTHORIZE}?appid=wxother&redirect_uri=${callback}`)).toEqual({
      error_code: 'param,invalid',
      error: '公众号 appid 不正确',
      data: null,
    });
  });

  it('is not served in production', async () => {
    const prod = await base.variant({ NODE_ENV: 'production', SEED_DEMO: 'false' });
    try {
      const res = await get(prod, `${DEV_AUTHORIZE}?appid=${APPID}&redirect_uri=http%3A%2F%2Flocalhost%2F`);
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('a timed-out session inside WeChat', () => {
  it('ends on the page with an openid, not another round of authorisation, however often it is followed', async () => {
    // The page the phone was on, opened from a link that carried a session token that is now dead.
    const page = '/personage?tab=2&token=dead-token-0001';
    expect((await getUser(server, { ...BROWSER, token: 'dead-token-0001' })).error_code).toBe('token,valid');

    // The guard sends the browser to authorisation and follows WeChat back, as a browser would.
    const first = await followFrom(authorizeUrl(page));
    expect(first.hops.map((h) => h.split('?')[0])).toEqual([
      '/m/authorize_wx.html',
      DEV_AUTHORIZE,
      '/m/wx/oauth/callback',
    ]);
    const openid = new URL(first.page, 'http://localhost').searchParams.get('openid');
    expect(openid).toMatch(/^fake-openid-[0-9a-f]{16}$/);
    // The dead token is not carried back (it would start the round again); the rest of the page is.
    expect(first.page).toBe(`/personage?tab=2&openid=${openid}`);

    // Sent round again from where it landed, it lands on the same page with the same single openid.
    const second = await followFrom(authorizeUrl(first.page));
    expect(second.page).toBe(first.page);
    expect(second.page).not.toContain('authorize');
  });
});
