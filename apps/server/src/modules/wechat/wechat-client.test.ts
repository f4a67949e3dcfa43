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
