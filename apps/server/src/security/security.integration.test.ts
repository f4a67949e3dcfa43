import { Writable } from 'node:stream';
import { SMS_MAX_WRONG_TRIES } from '@tijian/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { hmacHex } from '../modules/auth/crypto.ts';
import { sessions } from '../modules/auth/schema.ts';
import { legacyScryptHash } from '../modules/users/password.ts';
import { users } from '../modules/users/schema.ts';
import { OutboxSmsProvider } from '../sms/sms-provider.ts';
import {
  authed,
  getUser,
  loginByPassword,
  loginBySms,
  requestImageCode,
  sendSms,
  setPassword,
} from '../test/session-helpers.ts';
import { createTestServer, type TestServer, testEnv } from '../test/test-server.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ SMS_DAILY_LIMIT_PER_ADDRESS: '10000' });
});
afterAll(async () => {
  await server.close();
});

const wrongCode = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

async function smsLogin(mobilePhone: string, msgCode: string, remoteAddress = '127.0.0.1') {
  const res = await server.app.inject({
    method: 'POST',
    url: '/m/wx/login.json',
    headers: { clientId: `client${mobilePhone}` },
    payload: { loginType: '1', mobilePhone, msgCode },
    remoteAddress,
  });
  return res.json();
}

describe('picture code, read as a script would', () => {
  it('has no letters in the markup: glyphs are paths, no <text>, and the code is nowhere in the SVG', async () => {
    for (let i = 0; i < 20; i++) {
      const clientId = `clientcaptcha${i}`;
      const res = await server.app.inject({ url: '/m/wx/validationCode.json?r=1', headers: { clientId } });
      const code = (await server.app.auth.peekImageCode(clientId))!;
      expect(res.body).not.toMatch(/<text|<tspan|font-family|>[A-Z0-9]</i);
      expect(res.body).toMatch(/<path /);
      // The bare letters (or any of them with separators) never appear outside path data.
      // Nothing between the tags, and no attribute value holds the code or one of its letters alone.
      expect(res.body.replace(/<[^>]*>/g, '')).toBe('');
      const values = [...res.body.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
      expect(values.some((v) => v === code || (v!.length === 1 && code.includes(v!)))).toBe(false);
    }
  });

  it('draws the same letter differently every time (no template to match)', async () => {
    const a = await server.app.inject({
      url: '/m/wx/validationCode.json',
      headers: { clientId: 'clientsame01' },
    });
    const b = await server.app.inject({
      url: '/m/wx/validationCode.json',
      headers: { clientId: 'clientsame01' },
    });
    expect(a.body).not.toBe(b.body);
  });

  it('is bound to the client id, single use and lives 5 minutes', async () => {
    const code = await requestImageCode(server, 'clientbound01');
    expect((await sendSms(server, 'clientother01', '13911110001', code)).error_code).toBe('sms,picCode');
    const again = await requestImageCode(server, 'clientbound01');
    expect(
      (await sendSms(server, 'clientbound01', '13911110001', wrongCode(`00000${again}`).slice(-4)))
        .error_code,
    ).toBe('sms,picCode');
    // Spent by the wrong guess: the right code no longer works.
    expect((await sendSms(server, 'clientbound01', '13911110001', again)).error_code).toBe('sms,picCode');
    const late = await requestImageCode(server, 'clientbound01');
    server.clock.advance(5 * MINUTE + 1000);
    expect((await sendSms(server, 'clientbound01', '13911110001', late)).error_code).toBe('sms,picCode');
  });
});

describe('SMS code guessed in parallel', () => {
  it('compares at most 5 of 100 simultaneous wrong guesses, and refuses the right code afterwards', async () => {
    const phone = '13911120001';
    expect((await sendSms(server, `client${phone}`, phone)).error_code).toBe('000000');
    const code = server.sms.lastCode(phone)!;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => smsLogin(phone, wrongCode(code), `10.1.0.${i + 1}`)),
    );
    // A compared guess says how many tries are left (or that they ran out); the rest were never compared.
    const compared = answers.filter((a) => /还可尝试|错误次数过多/.test(a.error));
    expect(compared.length).toBeLessThanOrEqual(SMS_MAX_WRONG_TRIES);
    expect(answers.every((a) => a.error_code !== '000000')).toBe(true);
    expect((await smsLogin(phone, code, '10.1.1.1')).error_code).toBe('sms,expired');
  });
});

describe('password brute force', () => {
  const phone = '13911130001';
  let password: string;
  beforeAll(async () => {
    const { token } = await loginBySms(server, phone);
    password = 'right-pass-1';
    expect((await setPassword(server, token, password)).error_code).toBe('000000');
  });

  it('asks for the picture code after 5 failures and locks the phone for 15 minutes after 10', async () => {
    for (let i = 1; i <= 4; i++) {
      expect((await loginByPassword(server, phone, `wrong-${i}`)).error_code).toBe('login,password');
    }
    // The fifth failure says the picture code is now needed.
    expect((await loginByPassword(server, phone, 'wrong-5')).error_code).toBe('login,picCode');
    // Without it, even the right password is not checked.
    const noPic = await loginByPassword(server, phone, password);
    expect(noPic).toMatchObject({ error_code: 'login,picCode', error: '登录失败次数较多，请输入图形验证码' });
    for (let i = 6; i <= 9; i++) {
      const clientId = `pw-brute-${i}`;
      const pic = await requestImageCode(server, clientId);
      const res = await server.app.inject({
        method: 'POST',
        url: '/m/wx/login.json',
        headers: { clientId },
        payload: { username: phone, password: `wrong-${i}`, picValidateCode: pic },
      });
      expect(res.json().error_code).toBe('login,picCode');
    }
    const pic = await requestImageCode(server, 'pw-brute-10');
    const tenth = await server.app.inject({
      method: 'POST',
      url: '/m/wx/login.json',
      headers: { clientId: 'pw-brute-10' },
      payload: { username: phone, password: 'wrong-10', picValidateCode: pic },
    });
    expect(tenth.json().error_code).toBe('login,locked');
    expect(tenth.json().error).toMatch(/^登录失败次数过多，已临时锁定，请15分钟后（\d\d:\d\d之后）再试$/);
    // Locked: the right password (with a right picture code) and an SMS login are refused too.
    const pic2 = await requestImageCode(server, 'pw-brute-11');
    const right = await server.app.inject({
      method: 'POST',
      url: '/m/wx/login.json',
      headers: { clientId: 'pw-brute-11' },
      payload: { username: phone, password, picValidateCode: pic2 },
    });
    expect(right.json().error_code).toBe('login,locked');
    server.clock.advance(15 * MINUTE + 1000);
    expect((await loginByPassword(server, phone, password)).error_code).toBe('000000');
  });

  it('hashes with argon2id and upgrades an old scrypt hash at the next login', async () => {
    const [row] = await server.db.select().from(users).where(eq(users.mobilePhone, phone));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await server.db
      .update(users)
      .set({ passwordHash: await legacyScryptHash(password) })
      .where(eq(users.mobilePhone, phone));
    expect((await loginByPassword(server, phone, password)).error_code).toBe('000000');
    const [after] = await server.db.select().from(users).where(eq(users.mobilePhone, phone));
    expect(after!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('fail closed at start', () => {
  it('refuses a NODE_ENV other than development, test or production', () => {
    for (const bad of ['prod', 'staging', 'PRODUCTION']) {
      expect(() => loadConfig({ NODE_ENV: bad })).toThrow(
        /NODE_ENV: must be development, test or production/,
      );
    }
  });

  it('refuses production with the demo on, or without an SMS gateway', () => {
    expect(() => loadConfig({ ...testEnv({ NODE_ENV: 'production' }), DEMO_MODE: 'true' })).toThrow(
      /DEMO_MODE/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER/);
  });

  it('without DEMO_MODE (development too) has no SMS outbox, image-code reader or demo partner', async () => {
    const plain = await server.variant({ NODE_ENV: 'development', DEMO_MODE: 'false' });
    try {
      expect(
        (await plain.app.inject({ url: '/m/dev/sms-outbox?mobilePhone=13911140001' })).json().error_code,
      ).toBe('not,found');
      expect((await plain.app.inject({ url: '/m/dev/image-code?clientId=clientabc123' })).statusCode).toBe(
        404,
      );
      const expires = Math.floor(plain.clock.now().getTime() / 1000) + 300;
      const res = await plain.app.inject({
        method: 'POST',
        url: '/m/wx/2/user/user.json',
        payload: {
          platformUserCode: 'demo',
          u: '13911140001',
          p: `${expires}.${hmacHex('demo-platform-secret', `demo|13911140001|${expires}`)}`,
        },
      });
      expect(res.json().error_code).toBe('platform,sign');
    } finally {
      await plain.close();
    }
  });
});

describe('headers', () => {
  it('sends CSP, nosniff, no-referrer, frame-ancestors, and no-store on API answers', async () => {
    const res = await server.app.inject({ url: '/m/wx/user/getUser.json' });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS in production', async () => {
    const prod = await server.variant({ NODE_ENV: 'production' });
    try {
      const res = await prod.app.inject({ url: '/healthz' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await prod.close();
    }
  });
});

describe('cookies and cross-site requests', () => {
  it('marks the token cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await server.variant({ TRUST_PROXY: '1' });
    try {
      const phone = '13911150001';
      await sendSms(proxied, `client${phone}`, phone);
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/m/wx/login.json',
        headers: { clientId: `client${phone}`, 'x-forwarded-proto': 'https' },
        payload: { loginType: '1', mobilePhone: phone, msgCode: proxied.sms.lastCode(phone)! },
      });
      const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('token='));
      expect(cookie).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a cross-site POST carrying only the cookie (password set, profile), accepts the header', async () => {
    const { token } = await loginBySms(server, '13911150002');
    const cookieOnly = { cookie: `token=${token}`, clientId: 'client-csrf' };
    for (const headers of [
      { ...cookieOnly, origin: 'https://evil.example' },
      { ...cookieOnly, 'sec-fetch-site': 'cross-site' },
      cookieOnly,
    ]) {
      const setPw = await server.app.inject({
        method: 'POST',
        url: '/m/wx/system/user.json',
        headers,
        payload: { _BIZCODE: '0006', newPassword: 'evil-pass-1' },
      });
      expect(setPw.statusCode).toBe(403);
      const profile = await server.app.inject({
        method: 'POST',
        url: '/m/wx/system/updateuser.json',
        headers,
        payload: { _BIZCODE: '0004', name: '黑客' },
      });
      expect(profile.statusCode).toBe(403);
    }
    const sameSite = await server.app.inject({
      method: 'POST',
      url: '/m/wx/system/updateuser.json',
      headers: { ...cookieOnly, 'sec-fetch-site': 'same-origin' },
      payload: { _BIZCODE: '0004', name: '本人' },
    });
    expect(sameSite.json().error_code).toBe('000000');
    const header = await server.app.inject({
      method: 'POST',
      url: '/m/wx/system/updateuser.json',
      headers: authed(token),
      payload: { _BIZCODE: '0004', name: '本人' },
    });
    expect(header.json().error_code).toBe('000000');
  });

  it('cannot be logged out by another site', async () => {
    const { token } = await loginBySms(server, '13911150003');
    const res = await server.app.inject({
      url: '/m/wx/logout.json',
      headers: { cookie: `token=${token}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect((await getUser(server, authed(token))).error_code).toBe('000000');
  });
});

describe('request limits', () => {
  it('answers 429 with a Chinese message once an address fetches too many picture codes', async () => {
    const strict = await server.variant({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const codes = [];
      for (let i = 0; i < 31; i++) {
        codes.push(
          await strict.app.inject({
            url: '/m/wx/validationCode.json',
            // A script varying X-Forwarded-For gets nowhere: no proxy is trusted unless TRUST_PROXY names it.
            headers: { clientId: 'clientflood01', 'x-forwarded-for': `203.0.113.${i}` },
            remoteAddress: '10.9.9.9',
          }),
        );
      }
      expect(codes.slice(0, 30).every((r) => r.statusCode === 200)).toBe(true);
      expect(codes[30]!.statusCode).toBe(429);
      expect(codes[30]!.json()).toMatchObject({
        error_code: 'request,limit',
        error: expect.stringMatching(/请求过于频繁/),
      });
      // Another address is not affected.
      const other = await strict.app.inject({ url: '/m/wx/validationCode.json', remoteAddress: '10.9.9.10' });
      expect(other.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('leaves public cached reads uncounted (staff of one company share an address) and counts signed-in calls', async () => {
    const strict = await server.variant({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const read = await strict.app.inject({
        url: '/m/wx/2/system/center.json?_BIZCODE=0003&sid=00-0',
        remoteAddress: '10.9.9.11',
      });
      expect(read.statusCode).toBe(200);
      expect(read.headers['x-ratelimit-limit']).toBeUndefined();
      const signedIn = await strict.app.inject({
        url: '/m/wx/user/getUser.json',
        remoteAddress: '10.9.9.11',
      });
      expect(signedIn.headers['x-ratelimit-limit']).toBe('600');
    } finally {
      await strict.close();
    }
  });
});

describe('partner links', () => {
  const sign = (u: string, expires: number, secret = 'demo-platform-secret', code = 'demo') =>
    `${expires}.${hmacHex(secret, `${code}|${u}|${expires}`)}`;
  const partner = (app: TestServer, payload: Record<string, unknown>) =>
    app.app.inject({
      method: 'POST',
      url: '/m/wx/2/user/user.json',
      headers: { clientId: 'clientpartner' },
      payload,
    });
  const nowS = () => Math.floor(server.clock.now().getTime() / 1000);

  it('refuses an expiry more than 10 minutes ahead (2100 included)', async () => {
    for (const expires of [nowS() + 601, 4_102_444_800]) {
      const res = await partner(server, {
        platformUserCode: 'demo',
        u: '13911160001',
        p: sign('13911160001', expires),
      });
      expect(res.json().error_code).toBe('platform,sign');
    }
  });

  it('logs in once per link: the same link again is refused', async () => {
    const p = sign('13911160002', nowS() + 300);
    expect((await partner(server, { platformUserCode: 'demo', u: '13911160002', p })).json().error_code).toBe(
      '000000',
    );
    const again = (await partner(server, { platformUserCode: 'demo', u: '13911160002', p })).json();
    expect(again).toMatchObject({
      error_code: 'platform,sign',
      error: '登录链接已使用过，请从合作平台重新进入',
    });
  });

  it('accepts either of two secrets during a rotation', async () => {
    const rotating = await server.variant({
      PLATFORM_SECRETS: 'acme:new-secret-0123456789,acme:old-secret-0123456789',
    });
    try {
      const u = '13911160003';
      for (const secret of ['new-secret-0123456789', 'old-secret-0123456789']) {
        const p = sign(u, Math.floor(rotating.clock.now().getTime() / 1000) + 60, secret, 'acme');
        expect((await partner(rotating, { platformUserCode: 'acme', u, p })).json()).toMatchObject({
          error_code: '000000',
        });
      }
      const p = sign(
        u,
        Math.floor(rotating.clock.now().getTime() / 1000) + 120,
        'third-secret-0123456789',
        'acme',
      );
      expect((await partner(rotating, { platformUserCode: 'acme', u, p })).json().error_code).toBe(
        'platform,sign',
      );
    } finally {
      await rotating.close();
    }
  });
});

describe('sessions', () => {
  it('end 90 days after login however busy, and expired rows are purged', async () => {
    const { token } = await loginBySms(server, '13911170001');
    for (let day = 0; day < 89; day += 20) {
      server.clock.advance(20 * DAY);
      if (day + 20 < 90) expect((await getUser(server, authed(token))).error_code).toBe('000000');
    }
    server.clock.advance(10 * DAY);
    expect((await getUser(server, authed(token))).error_code).toBe('token,valid');
    const purged = await server.app.auth.purgeExpired();
    expect(purged.sessions).toBeGreaterThan(0);
    const left = await server.db.select().from(sessions);
    expect(left.every((s) => s.createdAt.getTime() > server.clock.now().getTime() - 90 * DAY)).toBe(true);
  });
});

describe('the log, grepped after an SMS send and a partner login', () => {
  it('holds no SMS code, no partner link and no token; security events carry user id and address', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig(testEnv({ LOG_LEVEL: 'info' }));
    const sms = new OutboxSmsProvider();
    const app = await buildApp({
      config,
      database: { db: server.db, kind: 'pglite', close: async () => {} },
      sms,
      logStream: stream,
    });
    try {
      const phone = '13911180001';
      await app.inject({ url: '/m/wx/validationCode.json', headers: { clientId: 'clientlog0001' } });
      const pic = (await app.auth.peekImageCode('clientlog0001'))!;
      await app.inject({
        method: 'POST',
        url: '/m/wx/1/system/user.json',
        headers: { clientId: 'clientlog0001' },
        payload: { _BIZCODE: '0002', mobilePhone: phone, picValidateCode: pic },
      });
      const code = sms.lastCode(phone)!;
      const login = await app.inject({
        method: 'POST',
        url: '/m/wx/login.json',
        headers: { clientId: 'clientlog0001' },
        payload: { loginType: '1', mobilePhone: phone, msgCode: code },
      });
      const token = login.json().token as string;
      const expires = Math.floor(Date.now() / 1000) + 300;
      const p = `${expires}.${hmacHex('demo-platform-secret', `demo|${phone}|${expires}`)}`;
      await app.inject({ url: `/platform/login/demo/${phone}/${p}/%2F` });
      await app.inject({
        method: 'POST',
        url: '/m/wx/2/user/user.json',
        headers: { clientId: 'clientlog0001' },
        payload: { platformUserCode: 'demo', u: phone, p },
      });
      await app.inject({
        url: `/m/wx/jssdk.json?url=${encodeURIComponent(`https://x.example/?token=${token}`)}`,
      });
      await app.inject({ url: `/m/wx/user/getUser.json?token=${token}` });
      const log = lines.join('');
      expect(log).not.toContain(code);
      expect(log).not.toContain(token);
      expect(log).not.toContain(p.split('.')[1]!);
      expect(log).not.toContain(phone);
      const success = lines.map((l) => JSON.parse(l)).find((l) => l.security === 'login.success');
      expect(success).toMatchObject({ userId: expect.any(Number), address: '127.0.0.1', method: 'sms' });
    } finally {
      await app.close();
    }
  });
});
