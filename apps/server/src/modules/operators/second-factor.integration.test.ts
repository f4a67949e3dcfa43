// The second factor (issue: "a manager can require a second factor (TOTP) for their centre's staff"):
// enrolling an authenticator, signing in in two steps, the enrol-only session, throttling and replay.
import { ErrorCode } from '@tijian/domain';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorCall, signIn, staffAccount } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { OperatorCodes } from './service.ts';

let server: TestServer;
// The centre that requires the second factor here; its manager turns it on in the first test.
const CENTRE = '00-16';
let manager: { id: number; username: string; password: string; token: string; secret: string };

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: '2026-11-22', demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  operatorCall(server.app, token, method, url, payload);
/** The code an authenticator app shows now for the secret, made in the test by the library's own generator. */
const codeNow = (secret: string, offsetSteps = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: server.clock.now().getTime() + offsetSteps * 30_000,
  });
/** Waits for the authenticator's next code (a code is accepted once). */
const nextStep = () => server.clock.advance(30_000);
const loginTotp = async (challenge: string, code: string) =>
  (
    await server.app.inject({
      method: 'POST',
      url: '/m/operator/login/totp.json',
      payload: { challenge, code },
    })
  ).json();
const listOrders = (token: string) => call(token, 'GET', `orders.json?sysCenterId=${CENTRE}`);

async function enrol(token: string): Promise<string> {
  const setup = await call(token, 'POST', 'totp/setup.json');
  expect(setup.error_code, setup.error).toBe('000000');
  const confirmed = await call(token, 'POST', 'totp/confirm.json', { code: codeNow(setup.data.secret) });
  expect(confirmed.error_code, confirmed.error).toBe('000000');
  return setup.data.secret;
}

describe('a manager requiring the second factor', () => {
  it('must enrol their own authenticator first; a wrong first code does not enrol it', async () => {
    const account = await staffAccount(server.app, { centreId: CENTRE, role: 'manager' });
    const login = await signIn(server.app, account.username, account.password);
    expect(login.data.step).toBe('signedIn');
    const token = login.data.token as string;

    const early = await call(token, 'POST', 'staff/require-totp.json', {
      sysCenterId: CENTRE,
      requireTotp: true,
      version: 0,
    });
    expect(early).toMatchObject({
      error_code: ErrorCode.paramInvalid,
      error: '请先为自己绑定动态验证码，再开启两步验证',
    });

    const setup = await call(token, 'POST', 'totp/setup.json');
    expect(setup.data.uri).toBe(
      `otpauth://totp/%E4%BD%93%E6%A3%80%E9%A2%84%E7%BA%A6:${account.username}?issuer=%E4%BD%93%E6%A3%80%E9%A2%84%E7%BA%A6&secret=${setup.data.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const wrong = await call(token, 'POST', 'totp/confirm.json', { code: codeNow(setup.data.secret, 5) });
    expect(wrong).toMatchObject({ error_code: OperatorCodes.totpCode, data: null });
    expect((await call(token, 'GET', 'me.json')).data.totpEnrolled).toBe(false);

    const confirmed = await call(token, 'POST', 'totp/confirm.json', { code: codeNow(setup.data.secret) });
    expect(confirmed.data).toMatchObject({ totpEnrolled: true, totpRequired: false });
    // Enrolled of their own accord: from now on the code is asked for, required or not.
    expect((await signIn(server.app, account.username, account.password)).data.step).toBe('totp');
    // Enrolled: a second setup would replace the factor behind the manager's back.
    expect(await call(token, 'POST', 'totp/setup.json')).toMatchObject({
      error_code: ErrorCode.paramInvalid,
      error: '已绑定动态验证码；如需更换，请联系中心管理员清除后重新绑定',
    });

    const on = await call(token, 'POST', 'staff/require-totp.json', {
      sysCenterId: CENTRE,
      requireTotp: true,
      version: 0,
    });
    expect(on.data).toEqual({ requireTotp: true, version: 1 });
    // A screen that still shows the setting as it was changes nothing.
    const stale = await call(token, 'POST', 'staff/require-totp.json', {
      sysCenterId: CENTRE,
      requireTotp: false,
      version: 0,
    });
    expect(stale).toEqual({
      error_code: 'operator,conflict',
      error: '数据已被他人修改，请刷新后重试',
      data: null,
    });
    expect((await call(token, 'GET', `staff.json?sysCenterId=${CENTRE}`)).data.totp).toEqual({
      requireTotp: true,
      version: 1,
    });
    manager = { ...account, token, secret: setup.data.secret };
  });
});

describe('staff without an authenticator at a centre requiring one', () => {
  it('get a session that can only enrol, and everything once the first code is confirmed', async () => {
    const desk = await staffAccount(server.app, { centreId: CENTRE, role: 'desk' });
    const login = await signIn(server.app, desk.username, desk.password);
    expect(login.data).toMatchObject({ step: 'enrolTotp', totpRequired: true, totpEnrolled: false });
    const token = login.data.token as string;

    expect(await listOrders(token)).toEqual({
      error_code: 'operator,totp',
      error: '所在中心要求两步验证，请先绑定动态验证码',
      data: null,
    });
    expect(
      await call(token, 'POST', 'password.json', { oldPassword: desk.password, newPassword: 'abcd12345' }),
    ).toMatchObject({ error_code: 'operator,totp' });
    expect((await call(token, 'GET', 'me.json')).data).toMatchObject({
      totpRequired: true,
      totpEnrolled: false,
    });

    await enrol(token);
    expect((await listOrders(token)).error_code).toBe('000000');
  });

  it('are held to it in a session opened before it was required', async () => {
    const doctor = await staffAccount(server.app, { centreId: '00-85', role: 'doctor' });
    const token = (await signIn(server.app, doctor.username, doctor.password)).data.token as string;
    expect((await call(token, 'GET', 'orders.json?sysCenterId=00-85')).error_code).toBe('000000');
    // Now a role at the requiring centre too.
    await server.app.operators.ensure({
      username: doctor.username,
      name: '两个中心的医生',
      password: doctor.password,
      centres: [{ centreId: CENTRE, role: 'doctor' }],
    });
    expect((await call(token, 'GET', 'orders.json?sysCenterId=00-85')).error_code).toBe('operator,totp');
  });
});

describe('signing in with the second factor', () => {
  it('asks for the code after the password: the challenge opens nothing else and works once', async () => {
    nextStep();
    const first = await signIn(server.app, manager.username, manager.password);
    expect(first.data).toEqual({
      step: 'totp',
      challenge: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(first.data).not.toHaveProperty('token');
    const { challenge } = first.data;
    // The challenge is not a session.
    expect(await call(challenge, 'GET', 'me.json')).toMatchObject({ error_code: OperatorCodes.login });

    expect(await loginTotp(challenge, codeNow(manager.secret, 7))).toMatchObject({
      error_code: OperatorCodes.totpCode,
      error: '动态验证码错误或已使用，请输入验证器上的新验证码',
    });
    const code = codeNow(manager.secret);
    const opened = await loginTotp(challenge, code);
    expect(opened.data).toMatchObject({ step: 'signedIn', totpEnrolled: true, totpRequired: true });
    expect((await listOrders(opened.data.token)).error_code).toBe('000000');

    // The challenge is used up, and the code too: a second sign-in cannot reuse what was typed.
    expect(await loginTotp(challenge, code)).toMatchObject({
      error_code: OperatorCodes.login,
      error: '验证已过期，请重新登录',
    });
    const again = await signIn(server.app, manager.username, manager.password);
    expect(await loginTotp(again.data.challenge, code)).toMatchObject({ error_code: OperatorCodes.totpCode });
    // Neither can the code of the step before: only a later code is new.
    expect(await loginTotp(again.data.challenge, codeNow(manager.secret, -1))).toMatchObject({
      error_code: OperatorCodes.totpCode,
    });
    nextStep();
    expect((await loginTotp(again.data.challenge, codeNow(manager.secret))).data.step).toBe('signedIn');
  });

  it('lets the challenge lapse after five minutes', async () => {
    const { data } = await signIn(server.app, manager.username, manager.password);
    server.clock.advance(5 * 60_000 + 1000);
    expect(await loginTotp(data.challenge, codeNow(manager.secret))).toMatchObject({
      error_code: OperatorCodes.login,
      error: '验证已过期，请重新登录',
    });
  });

  it('locks after ten wrong codes, like passwords, even for the right code, until the lock ends', async () => {
    const desk = await staffAccount(server.app, { centreId: CENTRE, role: 'desk' });
    const secret = await enrol((await signIn(server.app, desk.username, desk.password)).data.token);
    nextStep();
    const { data } = await signIn(server.app, desk.username, desk.password);
    const wrong = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 1; i < 10; i++) {
      expect((await loginTotp(data.challenge, wrong)).error_code).toBe(OperatorCodes.totpCode);
    }
    expect((await loginTotp(data.challenge, wrong)).error_code).toBe(ErrorCode.loginLocked);
    expect(await loginTotp(data.challenge, codeNow(secret))).toMatchObject({
      error_code: ErrorCode.loginLocked,
      error: expect.stringContaining('登录失败次数过多'),
    });
    server.clock.advance(15 * 60_000 + 1000);
    const later = await signIn(server.app, desk.username, desk.password);
    expect((await loginTotp(later.data.challenge, codeNow(secret))).data.step).toBe('signedIn');
  });
});

describe('a lost authenticator', () => {
  it('is cleared by the centre’s manager; the person enrols again at the next sign-in', async () => {
    const desk = await staffAccount(server.app, { centreId: CENTRE, role: 'desk' });
    await enrol((await signIn(server.app, desk.username, desk.password)).data.token);
    nextStep();
    const { data } = await signIn(server.app, manager.username, manager.password);
    const managerToken = (await loginTotp(data.challenge, codeNow(manager.secret))).data.token;
    const cleared = await call(managerToken, 'POST', 'staff/totp-reset.json', {
      sysCenterId: CENTRE,
      operatorId: desk.id,
    });
    expect(cleared.data).toMatchObject({ operatorId: desk.id, totpEnrolled: false });
    expect((await signIn(server.app, desk.username, desk.password)).data.step).toBe('enrolTotp');
    // Not their own: the manager would strip their own second factor with only a session.
    expect(
      await call(managerToken, 'POST', 'staff/totp-reset.json', {
        sysCenterId: CENTRE,
        operatorId: manager.id,
      }),
    ).toMatchObject({
      error_code: ErrorCode.paramInvalid,
      error: '不能清除自己的动态验证码，请联系本中心其他管理员',
    });
  });
});

describe('the audit log of the second factor', () => {
  it('shows the enrolments and sign-in settings, never a secret or a code', async () => {
    const rows = await server.app.operators.auditOf('operator', String(manager.id));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['account.totpSetup', 'account.totpConfirm']),
    );
    const confirm = rows.find((r) => r.action === 'account.totpConfirm' && r.outcome === 'ok')!;
    expect(confirm.detail).toMatchObject({
      body: { code: '[已隐藏]' },
      before: { totpEnrolled: false },
      after: { totpEnrolled: true },
    });
    const everything =
      JSON.stringify(await server.app.operators.auditOf('centre', CENTRE)) + JSON.stringify(rows);
    expect(everything).not.toContain(manager.secret);
    expect(everything).not.toMatch(/"code":"\d{6}"/);
  });
});
