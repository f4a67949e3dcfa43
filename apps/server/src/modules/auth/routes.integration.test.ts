import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authed,
  getUser,
  loginByPassword,
  loginBySms,
  requestImageCode,
  sendSms,
  setPassword,
} from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { users } from '../users/schema.ts';
import { hmacHex } from './crypto.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

let server: TestServer;
beforeAll(async () => {
  // Every injected request comes from 127.0.0.1: lift the per-address cap so this file's many sends pass.
  server = await createTestServer({ SMS_DAILY_LIMIT_PER_ADDRESS: '1000' });
});
afterAll(async () => {
  await server.close();
});

async function login(payload: Record<string, unknown>, clientId = 'clientlogin01') {
  const res = await server.app.inject({
    method: 'POST',
    url: '/m/wx/login.json',
    headers: { clientId },
    payload,
  });
  return res.json();
}

/** A six-digit code guaranteed to differ from `code`. */
const wrongCode = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

async function usersWithPhone(mobilePhone: string) {
  return server.db.select().from(users).where(eq(users.mobilePhone, mobilePhone));
}

describe('image code', () => {
  it('answers an SVG picture that is never cached', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/m/wx/validationCode.json?r=1',
      headers: { clientId: 'clientsvg001' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('gives a client without a clientId one, as cookie and header, and binds the code to it', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/m/wx/validationCode.json?r=2' });
    const clientId = res.headers.clientid;
    expect(clientId).toMatch(/^[0-9a-f]{32}$/);
    const cookie = res.cookies.find((c) => c.name === 'clientId');
    expect(cookie).toMatchObject({ value: clientId, path: '/', maxAge: 365 * 24 * 3600 });
    expect(await server.app.auth.peekImageCode(String(clientId))).toMatch(/^[A-Z0-9]{4}$/);
  });

  it('keeps the clientId a client already has (header or cookie) and issues none', async () => {
    const byHeader = await server.app.inject({
      method: 'GET',
      url: '/m/wx/validationCode.json',
      headers: { clientId: 'clientkeep01' },
    });
    expect(byHeader.headers.clientid).toBeUndefined();
    expect(byHeader.cookies).toEqual([]);
    const byCookie = await server.app.inject({
      method: 'GET',
      url: '/m/wx/validationCode.json',
      cookies: { clientId: 'clientkeep02' },
    });
    expect(byCookie.headers.clientid).toBeUndefined();
    expect(await server.app.auth.peekImageCode('clientkeep02')).toMatch(/^[A-Z0-9]{4}$/);
  });

  it("refuses another client's code, which stays good for its own client", async () => {
    let codeA = await requestImageCode(server, 'clientbindA1');
    let codeB = await requestImageCode(server, 'clientbindB1');
    while (codeA === codeB) {
      codeA = await requestImageCode(server, 'clientbindA1');
      codeB = await requestImageCode(server, 'clientbindB1');
    }
    const stolen = await sendSms(server, 'clientbindB1', '13900001001', codeA);
    expect(stolen).toMatchObject({ error_code: 'sms,picCode', error: '图形验证码错误或已过期，请重新输入' });
    expect(server.sms.lastCode('13900001001')).toBeUndefined();
    const own = await sendSms(server, 'clientbindA1', '13900001001', codeA);
    expect(own).toMatchObject({ error_code: '000000', data: { countdown: 59 } });
  });

  it('is single use: a second send with the same right code is refused', async () => {
    const code = await requestImageCode(server, 'clientonce01');
    expect((await sendSms(server, 'clientonce01', '13900001002', code)).error_code).toBe('000000');
    const again = await sendSms(server, 'clientonce01', '13900001003', code);
    expect(again).toMatchObject({ error_code: 'sms,picCode', error: '图形验证码错误或已过期，请重新输入' });
    expect(server.sms.lastCode('13900001003')).toBeUndefined();
  });

  it('is single use: a wrong guess burns the code, so the right one is refused afterwards', async () => {
    const code = await requestImageCode(server, 'clientonce02');
    const guess = code === 'AAAA' ? 'BBBB' : 'AAAA';
    expect((await sendSms(server, 'clientonce02', '13900001004', guess)).error_code).toBe('sms,picCode');
    expect((await sendSms(server, 'clientonce02', '13900001004', code)).error_code).toBe('sms,picCode');
    expect(server.sms.lastCode('13900001004')).toBeUndefined();
  });

  it('expires after 5 minutes', async () => {
    const early = await requestImageCode(server, 'clientttl001');
    const late = await requestImageCode(server, 'clientttl002');
    server.clock.advance(5 * MINUTE - SECOND);
    expect((await sendSms(server, 'clientttl001', '13900001005', early)).error_code).toBe('000000');
    server.clock.advance(SECOND);
    const expired = await sendSms(server, 'clientttl002', '13900001006', late);
    expect(expired).toMatchObject({ error_code: 'sms,picCode', error: '图形验证码错误或已过期，请重新输入' });
  });

  it('matches case-insensitively', async () => {
    let code = await requestImageCode(server, 'clientcase01');
    while (!/[A-Z]/.test(code)) code = await requestImageCode(server, 'clientcase01');
    const body = await sendSms(server, 'clientcase01', '13900001007', code.toLowerCase());
    expect(body).toMatchObject({ error_code: '000000', data: { countdown: 59 } });
  });
});

describe('send SMS', () => {
  it.each([
    ['too short', '1390000100'],
    ['too long', '139000010088'],
    ['not starting with 1', '23900001008'],
    ['with letters', '1390000100a'],
  ])('refuses a phone number %s with 手机号码格式不正确', async (_case, mobilePhone) => {
    const body = await sendSms(server, 'clientbadph1', mobilePhone);
    expect(body).toEqual({ error_code: 'param,invalid', error: '手机号码格式不正确', data: null });
    expect(server.sms.lastCode(mobilePhone)).toBeUndefined();
  });

  it('asks for the image code when it is missing', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/m/wx/1/system/user.json',
      headers: { clientId: 'clientnopic1' },
      payload: { _BIZCODE: '0002', mobilePhone: '13900001009' },
    });
    expect(res.json()).toEqual({ error_code: 'param,invalid', error: '请输入图形验证码', data: null });
    expect(server.sms.lastCode('13900001009')).toBeUndefined();
  });

  it('refuses a wrong _BIZCODE without using up the image code', async () => {
    const code = await requestImageCode(server, 'clientbiz001');
    const res = await server.app.inject({
      method: 'POST',
      url: '/m/wx/1/system/user.json',
      headers: { clientId: 'clientbiz001' },
      payload: { _BIZCODE: '0003', mobilePhone: '13900001010', picValidateCode: code },
    });
    expect(res.json()).toEqual({ error_code: 'param,invalid', error: '业务编码不正确', data: null });
    expect(server.sms.lastCode('13900001010')).toBeUndefined();
    expect((await sendSms(server, 'clientbiz001', '13900001010', code)).error_code).toBe('000000');
  });

  it('refuses a resend within 59 s with sms,frequent and the wait, and sends again after 59 s', async () => {
    expect((await sendSms(server, 'clientfreq01', '13900001011')).error_code).toBe('000000');
    const first = server.sms.lastCode('13900001011');
    const again = await sendSms(server, 'clientfreq01', '13900001011');
    expect(again).toEqual({
      error_code: 'sms,frequent',
      error: '验证码发送太频繁，请59秒后再试',
      data: null,
    });
    server.clock.advance(58 * SECOND);
    const stillTooSoon = await sendSms(server, 'clientfreq01', '13900001011');
    expect(stillTooSoon).toMatchObject({
      error_code: 'sms,frequent',
      error: '验证码发送太频繁，请1秒后再试',
    });
    expect(server.sms.lastCode('13900001011')).toBe(first);
    server.clock.advance(SECOND);
    expect(await sendSms(server, 'clientfreq01', '13900001011')).toEqual({
      error_code: '000000',
      error: '',
      data: { countdown: 59 },
    });
  });

  it('sends a 6-digit code and answers the 59 s countdown', async () => {
    const body = await sendSms(server, 'clientdigit1', '13900001012');
    expect(body).toEqual({ error_code: '000000', error: '', data: { countdown: 59 } });
    expect(server.sms.lastCode('13900001012')).toMatch(/^\d{6}$/);
  });

  it('accepts a form-encoded body, for sending and for logging in', async () => {
    const code = await requestImageCode(server, 'clientform01');
    const sent = await server.app.inject({
      method: 'POST',
      url: '/m/wx/1/system/user.json',
      headers: { clientId: 'clientform01', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_BIZCODE=0002&mobilePhone=13900001013&picValidateCode=${code}`,
    });
    expect(sent.json()).toMatchObject({ error_code: '000000', data: { countdown: 59 } });
    const msgCode = server.sms.lastCode('13900001013');
    const loggedIn = await server.app.inject({
      method: 'POST',
      url: '/m/wx/login.json',
      headers: { clientId: 'clientform01', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `loginType=1&mobilePhone=13900001013&msgCode=${msgCode}`,
    });
    expect(loggedIn.json()).toMatchObject({
      error_code: '000000',
      data: { user: { mobilePhone: '13900001013' } },
    });
  });
});

describe('SMS login', () => {
  it('logs a new user in with the code the phone received, creating the account', async () => {
    const { token, body } = await loginBySms(server, '13900000001');
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(body.clientId).toBe('client13900000001');
    const me = await server.app.inject({
      method: 'GET',
      url: '/m/wx/user/getUser.json',
      headers: authed(token),
    });
    expect(me.json().data.mobilePhone).toBe('13900000001');
  });

  it('refuses a wrong image code and does not send', async () => {
    await requestImageCode(server, 'clientwrongpic');
    const body = await sendSms(server, 'clientwrongpic', '13900000002', 'ZZZZ');
    expect(body.error_code).toBe('sms,picCode');
    expect(server.sms.lastCode('13900000002')).toBeUndefined();
  });

  it('answers token and clientId at top level and in data, with the user, and sets the token cookie', async () => {
    expect(await usersWithPhone('13900002001')).toHaveLength(0);
    await sendSms(server, 'clientsms001', '13900002001');
    const res = await server.app.inject({
      method: 'POST',
      url: '/m/wx/login.json',
      headers: { clientId: 'clientsms001' },
      payload: { loginType: '1', mobilePhone: '13900002001', msgCode: server.sms.lastCode('13900002001') },
    });
    const body = res.json();
    expect(body).toMatchObject({ error_code: '000000', error: '', clientId: 'clientsms001' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data).toMatchObject({ token: body.token, clientId: 'clientsms001' });
    expect(body.data.user).toEqual({
      id: expect.any(Number),
      callName: null,
      name: null,
      mobilePhone: '13900002001',
      idCardNo: null,
      sexCode: null,
      age: null,
      marryStateCode: null,
      folkId: null,
      folkName: null,
      height: null,
      weight: null,
      isGzbd: 0,
      hasPassword: false,
    });
    expect(res.cookies.find((c) => c.name === 'token')).toMatchObject({ value: body.token, path: '/' });
    expect(await usersWithPhone('13900002001')).toHaveLength(1);
  });

  it('logs the same user in again without creating a second account', async () => {
    const first = await loginBySms(server, '13900002002', 'clientsms002');
    server.clock.advance(59 * SECOND);
    const second = await loginBySms(server, '13900002002', 'clientsms003');
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
    expect(second.token).not.toBe(first.token);
    expect(await usersWithPhone('13900002002')).toHaveLength(1);
  });

  it('accepts the code until 5 minutes have passed', async () => {
    await sendSms(server, 'clientsms004', '13900002003');
    server.clock.advance(5 * MINUTE - SECOND);
    const body = await login(
      { loginType: '1', mobilePhone: '13900002003', msgCode: server.sms.lastCode('13900002003') },
      'clientsms004',
    );
    expect(body.error_code).toBe('000000');
  });

  it('refuses the code after 5 minutes with sms,expired', async () => {
    await sendSms(server, 'clientsms005', '13900002004');
    server.clock.advance(5 * MINUTE);
    const body = await login({
      loginType: '1',
      mobilePhone: '13900002004',
      msgCode: server.sms.lastCode('13900002004'),
    });
    expect(body).toEqual({ error_code: 'sms,expired', error: '验证码已失效，请重新获取', data: null });
  });

  it('refuses a code that was already used', async () => {
    await sendSms(server, 'clientsms006', '13900002005');
    const msgCode = server.sms.lastCode('13900002005');
    expect((await login({ loginType: '1', mobilePhone: '13900002005', msgCode })).error_code).toBe('000000');
    const again = await login({ loginType: '1', mobilePhone: '13900002005', msgCode });
    expect(again).toEqual({ error_code: 'sms,expired', error: '验证码已失效，请重新获取', data: null });
  });

  it('refuses a code when none was sent to that phone', async () => {
    const body = await login({ loginType: '1', mobilePhone: '13900002006', msgCode: '123456' });
    expect(body).toMatchObject({ error_code: 'sms,expired', error: '验证码已失效，请重新获取' });
  });

  it('refuses a wrong code with sms,code and the tries left', async () => {
    await sendSms(server, 'clientsms007', '13900002007');
    const wrong = wrongCode(server.sms.lastCode('13900002007')!);
    const first = await login({ loginType: '1', mobilePhone: '13900002007', msgCode: wrong });
    expect(first).toEqual({ error_code: 'sms,code', error: '短信验证码错误，还可尝试4次', data: null });
    const second = await login({ loginType: '1', mobilePhone: '13900002007', msgCode: wrong });
    expect(second).toMatchObject({ error_code: 'sms,code', error: '短信验证码错误，还可尝试3次' });
  });

  it('voids the code on the 5th wrong try, so even the right code is then refused', async () => {
    await sendSms(server, 'clientsms008', '13900002008');
    const right = server.sms.lastCode('13900002008')!;
    const wrong = wrongCode(right);
    for (const left of [4, 3, 2, 1]) {
      const body = await login({ loginType: '1', mobilePhone: '13900002008', msgCode: wrong });
      expect(body).toMatchObject({ error_code: 'sms,code', error: `短信验证码错误，还可尝试${left}次` });
    }
    const fifth = await login({ loginType: '1', mobilePhone: '13900002008', msgCode: wrong });
    expect(fifth).toEqual({ error_code: 'sms,expired', error: '验证码错误次数过多，请重新获取', data: null });
    const sixth = await login({ loginType: '1', mobilePhone: '13900002008', msgCode: right });
    expect(sixth).toEqual({ error_code: 'sms,expired', error: '验证码已失效，请重新获取', data: null });
  });

  it('logs in with a new code after the old one was voided', async () => {
    await sendSms(server, 'clientsms009', '13900002009');
    const wrong = wrongCode(server.sms.lastCode('13900002009')!);
    for (let i = 0; i < 5; i++) await login({ loginType: '1', mobilePhone: '13900002009', msgCode: wrong });
    server.clock.advance(59 * SECOND);
    expect((await sendSms(server, 'clientsms009', '13900002009')).error_code).toBe('000000');
    const body = await login({
      loginType: '1',
      mobilePhone: '13900002009',
      msgCode: server.sms.lastCode('13900002009'),
    });
    expect(body).toMatchObject({ error_code: '000000', data: { user: { mobilePhone: '13900002009' } } });
  });

  it('accepts an optional openid, keeps it on the account and never shows it', async () => {
    await sendSms(server, 'clientsms010', '13900002010');
    const body = await login({
      loginType: '1',
      mobilePhone: '13900002010',
      msgCode: server.sms.lastCode('13900002010'),
      openid: 'oWxOpenid_0123456789',
    });
    expect(body.error_code).toBe('000000');
    expect(body.data.user).not.toHaveProperty('openid');
    const [row] = await usersWithPhone('13900002010');
    expect(row?.openid).toBe('oWxOpenid_0123456789');
  });

  it('refuses an openid with a NUL character without a 500 and without using up the code', async () => {
    await sendSms(server, 'clientsms011', '13900002012');
    const msgCode = server.sms.lastCode('13900002012');
    const res = await server.app.inject({
      method: 'POST',
      url: '/m/wx/login.json',
      headers: { clientId: 'clientsms011' },
      payload: { loginType: '1', mobilePhone: '13900002012', msgCode, openid: 'oWx\u0000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error_code: 'param,invalid', error: '请求中含有无效字符', data: null });
    expect((await login({ loginType: '1', mobilePhone: '13900002012', msgCode })).error_code).toBe('000000');
  });

  it('refuses a malformed SMS code with param,invalid', async () => {
    const body = await login({ loginType: '1', mobilePhone: '13900002011', msgCode: '12' });
    expect(body).toEqual({ error_code: 'param,invalid', error: '短信验证码格式不正确', data: null });
  });
});

describe('password login', () => {
  it('logs in with the phone and the password set through the API', async () => {
    const { token } = await loginBySms(server, '13900003001');
    expect(await setPassword(server, token, 'secret-01')).toEqual({
      error_code: '000000',
      error: '',
      data: { ok: true },
    });
    const body = await loginByPassword(server, '13900003001', 'secret-01');
    expect(body).toMatchObject({
      error_code: '000000',
      clientId: 'pw13900003001',
      data: { user: { mobilePhone: '13900003001', hasPassword: true } },
    });
    expect((await getUser(server, authed(body.token))).data.mobilePhone).toBe('13900003001');
  });

  it('refuses a wrong password with login,password', async () => {
    const { token } = await loginBySms(server, '13900003002');
    await setPassword(server, token, 'secret-02');
    const body = await loginByPassword(server, '13900003002', 'secret-2');
    expect(body).toEqual({ error_code: 'login,password', error: '手机号或密码错误', data: null });
  });

  it('answers an unknown phone exactly like a wrong password', async () => {
    const body = await loginByPassword(server, '13900003999', 'secret-02');
    expect(body).toEqual({ error_code: 'login,password', error: '手机号或密码错误', data: null });
    expect(await usersWithPhone('13900003999')).toHaveLength(0);
  });

  it('refuses a user who never set a password', async () => {
    await loginBySms(server, '13900003003');
    const body = await loginByPassword(server, '13900003003', 'anything1');
    expect(body).toEqual({ error_code: 'login,password', error: '手机号或密码错误', data: null });
  });

  it('refuses malformed input with param,invalid and a Chinese message', async () => {
    const badPhone = await login({ username: '1390000300', password: 'secret-01' });
    expect(badPhone).toEqual({ error_code: 'param,invalid', error: '手机号码格式不正确', data: null });
    for (const payload of [
      { username: '13900003001' },
      { username: '13900003001', password: '' },
      { username: '13900003001', password: 'x'.repeat(65) },
      { username: 13900003001, password: 'secret-01' },
      { password: 'secret-01' },
    ]) {
      const body = await login(payload);
      expect(body.error_code).toBe('param,invalid');
      expect(body.error).toMatch(/[\u4e00-\u9fa5]/);
      expect(body.data).toBeNull();
    }
  });
});

describe('partner-platform login', () => {
  const sign = (u: string, expires: number, code = 'demo', secret = 'demo-platform-secret') =>
    `${expires}.${hmacHex(secret, `${code}|${u}|${expires}`)}`;
  const nowSeconds = () => Math.floor(server.clock.now().getTime() / 1000);
  const partner = async (payload: Record<string, unknown>) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/m/wx/2/user/user.json',
        headers: { clientId: 'clientpartner' },
        payload,
      })
    ).json();

  it('logs in with a valid signed link, creating the user', async () => {
    const body = await partner({
      platformUserCode: 'demo',
      u: '13900004001',
      p: sign('13900004001', nowSeconds() + 600),
    });
    expect(body).toMatchObject({
      error_code: '000000',
      clientId: 'clientpartner',
      data: { clientId: 'clientpartner', user: { mobilePhone: '13900004001' } },
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await getUser(server, authed(body.token))).data.mobilePhone).toBe('13900004001');
  });

  it('refuses an expired link with platform,sign', async () => {
    const body = await partner({
      platformUserCode: 'demo',
      u: '13900004002',
      p: sign('13900004002', nowSeconds()),
    });
    expect(body).toEqual({
      error_code: 'platform,sign',
      error: '登录链接已过期，请从合作平台重新进入',
      data: null,
    });
  });

  it('refuses a bad signature with platform,sign', async () => {
    const expires = nowSeconds() + 600;
    const good = sign('13900004003', expires);
    const tampered = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    const body = await partner({ platformUserCode: 'demo', u: '13900004003', p: tampered });
    expect(body).toEqual({
      error_code: 'platform,sign',
      error: '登录链接无效，请从合作平台重新进入',
      data: null,
    });
    // A link signed for one phone does not log in another.
    const other = await partner({ platformUserCode: 'demo', u: '13900004004', p: good });
    expect(other.error_code).toBe('platform,sign');
    // Nor does a signature made with another secret, or a later expiry grafted on.
    const wrongSecret = await partner({
      platformUserCode: 'demo',
      u: '13900004003',
      p: sign('13900004003', expires, 'demo', 'guessed-secret'),
    });
    expect(wrongSecret.error_code).toBe('platform,sign');
    const extended = await partner({
      platformUserCode: 'demo',
      u: '13900004003',
      p: `${expires + 3600}.${good.split('.')[1]}`,
    });
    expect(extended.error_code).toBe('platform,sign');
    expect(await usersWithPhone('13900004003')).toHaveLength(0);
  });

  it('refuses an unknown platform with platform,sign', async () => {
    const expires = nowSeconds() + 600;
    const body = await partner({
      platformUserCode: 'acme',
      u: '13900004005',
      p: sign('13900004005', expires, 'acme', 'demo-platform-secret'),
    });
    expect(body).toEqual({
      error_code: 'platform,sign',
      error: '登录链接无效，请从合作平台重新进入',
      data: null,
    });
  });

  it('refuses a malformed link', async () => {
    expect((await partner({ platformUserCode: 'demo', u: '13900004006', p: 'abc' })).error_code).toBe(
      'platform,sign',
    );
    const badPhone = await partner({ platformUserCode: 'demo', u: '139', p: sign('139', nowSeconds() + 60) });
    expect(badPhone).toEqual({ error_code: 'param,invalid', error: '手机号码格式不正确', data: null });
    const noCode = await partner({ u: '13900004006', p: sign('13900004006', nowSeconds() + 60) });
    expect(noCode).toEqual({ error_code: 'param,invalid', error: '缺少合作平台编码', data: null });
  });
});

describe('daily SMS caps', () => {
  // A variant app on the same database with low caps; its sends come from addresses of their own.
  let limited: TestServer;
  beforeAll(async () => {
    limited = await server.variant({ SMS_DAILY_LIMIT_PER_PHONE: '3', SMS_DAILY_LIMIT_PER_ADDRESS: '4' });
  });
  afterAll(async () => {
    await limited.close();
  });

  /** Sends an SMS code from a given network address (each test uses its own, so the caps do not mix). */
  async function sendFrom(remoteAddress: string, mobilePhone: string) {
    const clientId = `limit${mobilePhone}`;
    const picValidateCode = await requestImageCode(limited, clientId);
    const res = await limited.app.inject({
      method: 'POST',
      url: '/m/wx/1/system/user.json',
      headers: { clientId },
      remoteAddress,
      payload: { _BIZCODE: '0002', mobilePhone, picValidateCode },
    });
    return res.json();
  }

  it('stops a phone at SMS_DAILY_LIMIT_PER_PHONE codes a day with sms,limit', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await sendFrom('10.0.0.1', '13900005001')).error_code).toBe('000000');
      limited.clock.advance(59 * SECOND);
    }
    const code = limited.sms.lastCode('13900005001');
    const fourth = await sendFrom('10.0.0.1', '13900005001');
    expect(fourth).toEqual({
      error_code: 'sms,limit',
      error: '该手机号今日获取验证码次数已达上限，请明天再试',
      data: null,
    });
    expect(limited.sms.lastCode('13900005001')).toBe(code);
    // The cap is per phone: another phone from the same address still gets its code.
    expect((await sendFrom('10.0.0.1', '13900005002')).error_code).toBe('000000');
    // And it counts the last 24 hours: a day later the phone may ask again.
    limited.clock.advance(24 * HOUR);
    expect((await sendFrom('10.0.0.1', '13900005001')).error_code).toBe('000000');
  });

  it('stops a client address at SMS_DAILY_LIMIT_PER_ADDRESS codes a day, across phones', async () => {
    for (const phone of ['13900005101', '13900005102', '13900005103', '13900005104']) {
      expect((await sendFrom('10.0.0.2', phone)).error_code).toBe('000000');
    }
    const fifth = await sendFrom('10.0.0.2', '13900005105');
    expect(fifth).toEqual({
      error_code: 'sms,limit',
      error: '当前网络获取验证码次数过多，请稍后再试',
      data: null,
    });
    expect(limited.sms.lastCode('13900005105')).toBeUndefined();
    // The cap is per address: the same phone from another network is served.
    expect((await sendFrom('10.0.0.3', '13900005105')).error_code).toBe('000000');
  });
});
