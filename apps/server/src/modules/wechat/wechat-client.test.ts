import { describe, expect, it } from 'vitest';
import { FakeWechatClient, fakeCodeFor } from './fake-wechat-client.ts';
import { HttpWechatClient } from './wechat-client.ts';

const CREDENTIALS = { appId: 'wx0123456789abcdef', appSecret: 'secret-0123' };

/** A fetch that records the URL and answers one body, so WeChat itself is never reached. */
function answering(status: number, body: string) {
  const calls: URL[] = [];
  const fetchFn = (async (input: Parameters<typeof fetch>[0]) => {
    calls.push(new URL(String(input)));
    return new Response(body, { status, headers: { 'content-type': 'text/plain' } });
  }) as typeof fetch;
  return { calls, client: new HttpWechatClient(CREDENTIALS, fetchFn) };
}

describe('HttpWechatClient', () => {
  it('asks sns/oauth2/access_token with the app id, secret and code, and answers the openid', async () => {
    const { calls, client } = answering(
      200,
      JSON.stringify({ access_token: 'at', expires_in: 7200, openid: 'oXyz123', scope: 'snsapi_base' }),
    );
    expect(await client.openidForCode('code-1')).toBe('oXyz123');
    expect(calls).toHaveLength(1);
    const url = calls[0]!;
    expect(`${url.origin}${url.pathname}`).toBe('https://api.weixin.qq.com/sns/oauth2/access_token');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: CREDENTIALS.appId,
      secret: CREDENTIALS.appSecret,
      code: 'code-1',
      grant_type: 'authorization_code',
    });
  });

  it.each([40029, 40163, 41008])(
    'answers null when WeChat refuses the code (errcode %i)',
    async (errcode) => {
      const { client } = answering(200, JSON.stringify({ errcode, errmsg: 'invalid code' }));
      expect(await client.openidForCode('code-1')).toBeNull();
    },
  );

  it('throws on a setup problem or an unreachable WeChat, so it gets logged', async () => {
    await expect(
      answering(200, JSON.stringify({ errcode: 40125, errmsg: 'invalid appsecret' })).client.openidForCode(
        'c',
      ),
    ).rejects.toThrow(/40125/);
    await expect(answering(502, 'bad gateway').client.openidForCode('c')).rejects.toThrow(/HTTP 502/);
  });
});

describe('FakeWechatClient', () => {
  const fake = new FakeWechatClient();

  it('derives the same openid from the same code, and different ones from different codes', async () => {
    const a = await fake.openidForCode(fakeCodeFor('browser-a'));
    expect(a).toMatch(/^fake-openid-[0-9a-f]{16}$/);
    expect(await fake.openidForCode(fakeCodeFor('browser-a'))).toBe(a);
    expect(await fake.openidForCode(fakeCodeFor('browser-b'))).not.toBe(a);
  });

  it('refuses the code "invalid" and codes no browser could carry', async () => {
    expect(await fake.openidForCode('invalid')).toBeNull();
    expect(await fake.openidForCode('a b')).toBeNull();
    expect(await fake.openidForCode('x'.repeat(129))).toBeNull();
  });
});

describe('HttpWechatClient subscription notices', () => {
  /** A fetch that answers each call with the next body, recording the URL and body sent. */
  function scripted(bodies: object[]) {
    const calls: { url: URL; body: string | null }[] = [];
    const fetchFn = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      calls.push({ url: new URL(String(input)), body: init?.body ? String(init.body) : null });
      return new Response(JSON.stringify(bodies[calls.length - 1] ?? {}), { status: 200 });
    }) as typeof fetch;
    let now = 1_000_000;
    const client = new HttpWechatClient(CREDENTIALS, fetchFn, () => now);
    return { calls, client, later: (ms: number) => (now += ms) };
  }
  const message = {
    openid: 'oXyz',
    templateId: 'tpl-1',
    data: { thing1: '北京朝阳健康体检中心' },
    page: '/order',
  };

  it('fetches the account token once, keeps it until five minutes before it ends, and posts bizsend', async () => {
    const { calls, client, later } = scripted([
      { access_token: 'tok-1', expires_in: 7200 },
      { errcode: 0 },
      { errcode: 0 },
      { access_token: 'tok-2', expires_in: 7200 },
      { errcode: 0 },
    ]);
    expect(await client.sendSubscribeMessage(message)).toBe('sent');
    expect(await client.sendSubscribeMessage(message)).toBe('sent');
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/cgi-bin/token',
      '/cgi-bin/message/subscribe/bizsend',
      '/cgi-bin/message/subscribe/bizsend',
    ]);
    expect(calls[1]!.url.searchParams.get('access_token')).toBe('tok-1');
    expect(JSON.parse(calls[1]!.body!)).toEqual({
      touser: 'oXyz',
      template_id: 'tpl-1',
      page: '/order',
      data: { thing1: { value: '北京朝阳健康体检中心' } },
    });
    later((7200 - 300) * 1000);
    await client.sendSubscribeMessage(message);
    expect(calls[3]!.url.pathname).toBe('/cgi-bin/token');
    expect(calls[4]!.url.searchParams.get('access_token')).toBe('tok-2');
  });

  it('answers refused when the person has not subscribed, and fetches a stale token anew once', async () => {
    const refused = scripted([{ access_token: 't', expires_in: 7200 }, { errcode: 43101 }]);
    expect(await refused.client.sendSubscribeMessage(message)).toBe('refused');
    const stale = scripted([
      { access_token: 'old', expires_in: 7200 },
      { errcode: 40001 },
      { access_token: 'new', expires_in: 7200 },
      { errcode: 0 },
    ]);
    expect(await stale.client.sendSubscribeMessage(message)).toBe('sent');
    expect(stale.calls[3]!.url.searchParams.get('access_token')).toBe('new');
    const broken = scripted([
      { access_token: 't', expires_in: 7200 },
      { errcode: 47003, errmsg: 'bad data' },
    ]);
    await expect(broken.client.sendSubscribeMessage(message)).rejects.toThrow(/47003/);
  });

  it('the fake keeps what it sent and refuses an openid that never subscribed', async () => {
    const fake = new FakeWechatClient();
    expect(await fake.sendSubscribeMessage(message)).toBe('sent');
    expect(await fake.sendSubscribeMessage({ ...message, openid: 'o-refuses' })).toBe('refused');
    expect(fake.sent).toEqual([message]);
  });
});
