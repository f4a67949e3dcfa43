import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

const APPID = 'wx0123456789abcdef';
const TICKET = 'test-jsapi-ticket-0123456789';

// One database for the file: the unconfigured app, and a variant app with WeChat configured.
let unconfigured: TestServer;
beforeAll(async () => {
  unconfigured = await createTestServer();
});
afterAll(async () => {
  await unconfigured.close();
});

describe('with a WeChat official account configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await unconfigured.variant({
      WECHAT_APPID: APPID,
      WECHAT_JSAPI_TICKET: TICKET,
      WECHAT_FAKE: 'true',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const jssdk = async (query: string) =>
    (await server.app.inject({ method: 'GET', url: `/m/wx/jssdk.json?${query}` })).json();

  it('signs the page URL (without its #fragment) for the JS-SDK', async () => {
    const page = 'https://tijian.example.com/main?from=share&id=7';
    const body = await jssdk(`sid=00-0&url=${encodeURIComponent(`${page}#/orders`)}`);
    expect(body).toMatchObject({ error_code: '000000', error: '' });
    const { appid, timestamp, noncestr, signature } = body.data;
    expect(appid).toBe(APPID);
    expect(timestamp).toBe(String(Math.floor(server.clock.now().getTime() / 1000)));
    expect(noncestr).toMatch(/^[0-9a-f]{16}$/);
    const expected = createHash('sha1')
      .update(`jsapi_ticket=${TICKET}&noncestr=${noncestr}&timestamp=${timestamp}&url=${page}`)
      .digest('hex');
    expect(signature).toBe(expected);
  });

  it('refuses a missing or malformed url with param,invalid', async () => {
    expect(await jssdk('sid=00-0')).toEqual({
      error_code: 'param,invalid',
      error: '缺少页面地址',
      data: null,
    });
    expect(await jssdk('sid=00-0&url=not%20a%20url')).toEqual({
      error_code: 'param,invalid',
      error: '页面地址不正确',
      data: null,
    });
  });

  it('sends the browser to WeChat OAuth with the app id, returning to our callback with the page', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/m/authorize_wx.html?redirect=${encodeURIComponent('/me/orders?tab=1')}`,
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize',
    );
    expect(location.searchParams.get('appid')).toBe(APPID);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('scope')).toBe('snsapi_base');
    expect(location.hash).toBe('#wechat_redirect');
    expect(location.searchParams.get('state')).toBe('tijian');
    const callback = new URL(String(location.searchParams.get('redirect_uri')));
    expect(callback.hostname).toBe('localhost');
    expect(callback.pathname).toBe('/m/wx/oauth/callback');
    expect(callback.searchParams.get('redirect')).toBe('/me/orders?tab=1');
  });

  it('returns to /main, never another site, after WeChat OAuth', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/m/authorize_wx.html?redirect=${encodeURIComponent('//evil.example/x')}`,
    });
    const location = new URL(String(res.headers.location));
    expect(location.searchParams.get('appid')).toBe(APPID);
    const callback = new URL(String(location.searchParams.get('redirect_uri')));
    expect(callback.searchParams.get('redirect')).toBe('/main');
  });
});

describe('without WeChat configured', () => {
  let server: TestServer;
  beforeAll(() => {
    server = unconfigured;
  });

  const authorize = async (redirect?: string) => {
    const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
    return server.app.inject({ method: 'GET', url: `/m/authorize_wx.html${query}` });
  };

  it("answers the JS-SDK call with error code 'wechat,config'", async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/m/wx/jssdk.json?sid=00-0&url=${encodeURIComponent('https://tijian.example.com/main')}`,
    });
    expect(res.json()).toEqual({
      error_code: 'wechat,config',
      error: '未配置微信公众号，暂不能使用微信功能',
      data: null,
    });
  });

  it('still checks the url first (param,invalid)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/m/wx/jssdk.json?sid=00-0' });
    expect(res.json()).toEqual({ error_code: 'param,invalid', error: '缺少页面地址', data: null });
  });

  it('redirects straight back to a path of this site', async () => {
    const res = await authorize('/me/orders?tab=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/me/orders?tab=1');
    expect((await authorize()).headers.location).toBe('/main');
  });

  it.each([
    '//evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
    'main',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('replaces the unsafe redirect %j by /main', async (redirect) => {
    const res = await authorize(redirect);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/main');
  });

  it('never answers 500 for a redirect a header cannot carry', async () => {
    const chinese = await authorize('/search?q=体检');
    expect(chinese.statusCode).toBe(302);
    expect(decodeURIComponent(String(chinese.headers.location))).toBe('/search?q=体检');
    const injected = await authorize('/a\r\nSet-Cookie: token=x');
    expect(injected.statusCode).toBe(302);
    expect(injected.headers.location).toBe('/main');
    expect(injected.headers['set-cookie']).not.toContain('token=x');
  });
});
