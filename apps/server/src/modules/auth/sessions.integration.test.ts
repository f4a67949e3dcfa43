import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, getUser, loginByPassword, loginBySms, setPassword } from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { newToken, sha256 } from './crypto.ts';
import { authRepository } from './repository.ts';
import { sessions } from './schema.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const TOKEN_INVALID = { error_code: 'token,valid', error: '登录已失效，请重新登录', data: null };
const KICKOUT = {
  error_code: 'login,kickout',
  error: '您的账号已在其他设备登录，如非本人操作，请及时修改密码',
  data: null,
};

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ SMS_DAILY_LIMIT_PER_ADDRESS: '1000' });
});
afterAll(async () => {
  await server.close();
});

async function passwordCall(token: string, payload: Record<string, unknown>) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/m/wx/system/user.json',
    headers: authed(token),
    payload,
  });
  return res.json();
}

describe('sessions', () => {
  it('answers login,not when no token is sent', async () => {
    expect(await getUser(server, { clientId: 'clientnotok1' })).toEqual({
      error_code: 'login,not',
      error: '请先登录',
      data: null,
    });
  });

  it('answers token,valid for an unknown token', async () => {
    expect(await getUser(server, authed(newToken()))).toEqual(TOKEN_INVALID);
  });

  it('reads the token from the token header, the _TOKEN header and the token cookie', async () => {
    const { token } = await loginBySms(server, '13900006001');
    const byHeader = await getUser(server, { token });
    expect(byHeader).toMatchObject({ error_code: '000000', data: { mobilePhone: '13900006001' } });
    const byUnderscore = await getUser(server, { _TOKEN: token });
    expect(byUnderscore).toMatchObject({ error_code: '000000', data: { mobilePhone: '13900006001' } });
    const res = await server.app.inject({
      method: 'GET',
      url: '/m/wx/user/getUser.json',
      cookies: { token },
    });
    expect(res.json()).toMatchObject({ error_code: '000000', data: { mobilePhone: '13900006001' } });
  });

  it('prefers the token header over _TOKEN, and _TOKEN over the cookie', async () => {
    const { token } = await loginBySms(server, '13900006002');
    const stale = newToken();
    const headerWins = await server.app.inject({
      method: 'GET',
      url: '/m/wx/user/getUser.json',
      headers: { token: stale, _TOKEN: token },
      cookies: { token },
    });
    expect(headerWins.json()).toEqual(TOKEN_INVALID);
    const underscoreWins = await server.app.inject({
      method: 'GET',
      url: '/m/wx/user/getUser.json',
      headers: { _TOKEN: token },
      cookies: { token: stale },
    });
    expect(underscoreWins.json().error_code).toBe('000000');
  });

  it('ends the session on logout: the token answers token,valid and the cookie is cleared', async () => {
    const { token } = await loginBySms(server, '13900006003');
    const res = await server.app.inject({ method: 'GET', url: '/m/wx/logout.json', headers: authed(token) });
    expect(res.json()).toEqual({ error_code: '000000', error: '', data: null });
    const cleared = res.cookies.find((c) => c.name === 'token');
    expect(cleared).toMatchObject({ value: '', path: '/' });
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await getUser(server, authed(token))).toEqual(TOKEN_INVALID);
  });

  it('answers a logout without a token with success (nothing to end)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/m/wx/logout.json?kickout=1' });
    expect(res.json()).toEqual({ error_code: '000000', error: '', data: null });
  });

  it('kicks out the older session when the same phone logs in on another client', async () => {
    const first = await loginBySms(server, '13900006004', 'clientdevice1');
    server.clock.advance(MINUTE);
    const second = await loginBySms(server, '13900006004', 'clientdevice2');
    expect(await getUser(server, authed(first.token))).toEqual(KICKOUT);
    expect(await getUser(server, authed(second.token))).toMatchObject({
      error_code: '000000',
      data: { mobilePhone: '13900006004' },
    });
    // The kicked-out client then logs out with kickout=1, which must not end the new session.
    const logout = await server.app.inject({
      method: 'GET',
      url: '/m/wx/logout.json?kickout=1',
      headers: authed(first.token),
    });
    expect(logout.json().error_code).toBe('000000');
    expect((await getUser(server, authed(second.token))).error_code).toBe('000000');
  });

  it('leaves exactly one live session when the same user logs in on several clients at once', async () => {
    const { token } = await loginBySms(server, '13900006099', 'clientrace0');
    expect((await setPassword(server, token, 'secret123')).error_code).toBe('000000');
    const logins = await Promise.all(
      ['a', 'b', 'c', 'd'].map((c) => loginByPassword(server, '13900006099', 'secret123', `clientrace${c}`)),
    );
    const answers = await Promise.all(logins.map((l) => getUser(server, authed(l.token))));
    expect(answers.filter((a) => a.error_code === '000000')).toHaveLength(1);
    expect(answers.filter((a) => a.error_code === 'login,kickout')).toHaveLength(3);
  });

  it('expires a token after 30 days without use', async () => {
    const used = await loginBySms(server, '13900006005');
    const idle = await loginBySms(server, '13900006006');
    server.clock.advance(30 * DAY - MINUTE);
    expect((await getUser(server, authed(used.token))).error_code).toBe('000000');
    server.clock.advance(2 * MINUTE);
    expect(await getUser(server, authed(idle.token))).toEqual(TOKEN_INVALID);
    expect((await getUser(server, authed(used.token))).error_code).toBe('000000');
  });

  it('keeps a token alive while it is used within 30 days', async () => {
    const { token } = await loginBySms(server, '13900006007');
    server.clock.advance(20 * DAY);
    expect((await getUser(server, authed(token))).error_code).toBe('000000');
    server.clock.advance(20 * DAY);
    expect((await getUser(server, authed(token))).error_code).toBe('000000');
    server.clock.advance(30 * DAY + MINUTE);
    expect(await getUser(server, authed(token))).toEqual(TOKEN_INVALID);
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const { token, body } = await loginBySms(server, '13900006008');
    const rows = await server.db.select().from(sessions).where(eq(sessions.userId, body.data.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await server.db.select().from(sessions).where(eq(sessions.tokenHash, token))).toHaveLength(0);
  });
});

describe('password change', () => {
  it('answers password,old to a check (0005) when no password is set', async () => {
    const { token } = await loginBySms(server, '13900007001');
    expect(await passwordCall(token, { _BIZCODE: '0005', oldPassword: 'whatever1' })).toEqual({
      error_code: 'password,old',
      error: '您还未设置登录密码',
      data: null,
    });
  });

  it('sets a first password (0006) without an old one', async () => {
    const { token } = await loginBySms(server, '13900007002');
    expect(await setPassword(server, token, 'first-pass1')).toEqual({
      error_code: '000000',
      error: '',
      data: { ok: true },
    });
    expect((await getUser(server, authed(token))).data.hasPassword).toBe(true);
  });

  it('checks the old password (0005): wrong → password,old, right → ok', async () => {
    const { token } = await loginBySms(server, '13900007003');
    await setPassword(server, token, 'first-pass1');
    expect(await passwordCall(token, { _BIZCODE: '0005', oldPassword: 'first-pass2' })).toEqual({
      error_code: 'password,old',
      error: '原密码不正确',
      data: null,
    });
    expect(await passwordCall(token, { _BIZCODE: '0005', oldPassword: 'first-pass1' })).toEqual({
      error_code: '000000',
      error: '',
      data: { ok: true },
    });
    expect(await passwordCall(token, { _BIZCODE: '0005' })).toEqual({
      error_code: 'param,invalid',
      error: '请输入原密码',
      data: null,
    });
  });

  it('refuses to replace a set password (0006) without the old one or with a wrong one', async () => {
    const { token } = await loginBySms(server, '13900007004');
    await setPassword(server, token, 'first-pass1');
    expect(await setPassword(server, token, 'second-pass1')).toEqual({
      error_code: 'password,old',
      error: '原密码不正确',
      data: null,
    });
    expect(await setPassword(server, token, 'second-pass1', 'first-pass9')).toMatchObject({
      error_code: 'password,old',
      error: '原密码不正确',
    });
    expect((await loginByPassword(server, '13900007004', 'first-pass1')).error_code).toBe('000000');
    expect((await loginByPassword(server, '13900007004', 'second-pass1')).error_code).toBe('login,password');
  });

  it('changes the password with the right old one: the old no longer logs in, the new does', async () => {
    const { token } = await loginBySms(server, '13900007005');
    await setPassword(server, token, 'first-pass1');
    expect(await setPassword(server, token, 'second-pass1', 'first-pass1')).toEqual({
      error_code: '000000',
      error: '',
      data: { ok: true },
    });
    expect((await getUser(server, authed(token))).error_code).toBe('000000');
    expect(await loginByPassword(server, '13900007005', 'first-pass1')).toEqual({
      error_code: 'login,password',
      error: '手机号或密码错误',
      data: null,
    });
    expect((await loginByPassword(server, '13900007005', 'second-pass1')).error_code).toBe('000000');
  });

  it("ends the user's other sessions (token,valid) and keeps the current one", async () => {
    const { token, body } = await loginBySms(server, '13900007006');
    const userId: number = body.data.user.id;
    // Another live session of the same user (logging in again would kick this one out first).
    const otherToken = newToken();
    await authRepository.insertSession(server.db, {
      tokenHash: sha256(otherToken),
      userId,
      clientId: 'clientother1',
      now: server.clock.now(),
    });
    expect((await getUser(server, authed(otherToken))).error_code).toBe('000000');
    expect((await setPassword(server, token, 'first-pass1')).error_code).toBe('000000');
    expect(await getUser(server, authed(otherToken))).toEqual(TOKEN_INVALID);
    expect(await getUser(server, authed(token))).toMatchObject({
      error_code: '000000',
      data: { mobilePhone: '13900007006', hasPassword: true },
    });
  });

  it('leaves a session that was already kicked out answering login,kickout', async () => {
    const first = await loginBySms(server, '13900007007', 'clientpwdev1');
    server.clock.advance(MINUTE);
    const second = await loginBySms(server, '13900007007', 'clientpwdev2');
    expect((await setPassword(server, second.token, 'first-pass1')).error_code).toBe('000000');
    expect(await getUser(server, authed(first.token))).toEqual(KICKOUT);
    expect((await getUser(server, authed(second.token))).error_code).toBe('000000');
  });

  it('refuses a new password that is too short or too long with 密码长度不正确', async () => {
    const { token } = await loginBySms(server, '13900007008');
    for (const newPassword of ['12345', 'x'.repeat(21), 'has space1']) {
      expect(await setPassword(server, token, newPassword)).toEqual({
        error_code: 'param,invalid',
        error: '密码长度不正确',
        data: null,
      });
    }
    expect((await getUser(server, authed(token))).data.hasPassword).toBe(false);
  });

  it('needs a login', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/m/wx/system/user.json',
      payload: { _BIZCODE: '0006', newPassword: 'first-pass1' },
    });
    expect(res.json()).toEqual({ error_code: 'login,not', error: '请先登录', data: null });
  });
});

describe('TOKEN_TTL_DAYS', () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await server.variant({ TOKEN_TTL_DAYS: '1' });
  });
  afterAll(async () => {
    await short.close();
  });

  it('sets how long an unused token lives', async () => {
    const used = await loginBySms(short, '13900008001');
    const idle = await loginBySms(short, '13900008002');
    short.clock.advance(DAY - MINUTE);
    expect((await getUser(short, authed(used.token))).error_code).toBe('000000');
    short.clock.advance(2 * MINUTE);
    expect(await getUser(short, authed(idle.token))).toEqual(TOKEN_INVALID);
    expect((await getUser(short, authed(used.token))).error_code).toBe('000000');
  });
});
