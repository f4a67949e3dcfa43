import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSms } from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { hmacHex } from '../auth/crypto.ts';

const NOT_FOUND = { error_code: 'not,found', error: '请求的接口不存在', data: null };

// One database for the file: a development app, and a production variant of it.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('dev endpoints (not production)', () => {
  const get = async (url: string) => (await server.app.inject({ method: 'GET', url })).json();

  it('/m/dev/image-code answers the current image code of a client, which then sends an SMS', async () => {
    await server.app.inject({
      method: 'GET',
      url: '/m/wx/validationCode.json',
      headers: { clientId: 'clientdev001' },
    });
    const body = await get('/m/dev/image-code?clientId=clientdev001');
    expect(body).toEqual({
      error_code: '000000',
      error: '',
      data: { code: expect.stringMatching(/^[A-Z0-9]{4}$/) },
    });
    expect(await sendSms(server, 'clientdev001', '13900010001', body.data.code)).toMatchObject({
      error_code: '000000',
    });
  });

  it('/m/dev/image-code answers not,found when the client has no live code', async () => {
    expect(await get('/m/dev/image-code?clientId=clientdevnone')).toEqual({
      error_code: 'not,found',
      error: '该客户端没有有效的图形验证码',
      data: null,
    });
    expect(await get('/m/dev/image-code')).toEqual({
      error_code: 'param,invalid',
      error: '缺少 clientId',
      data: null,
    });
  });

  it('/m/dev/sms-outbox answers the last SMS code sent to a phone', async () => {
    expect((await sendSms(server, 'clientdev002', '13900010002')).error_code).toBe('000000');
    const body = await get('/m/dev/sms-outbox?mobilePhone=13900010002');
    expect(body).toEqual({
      error_code: '000000',
      error: '',
      data: { code: server.sms.lastCode('13900010002') },
    });
    expect(body.data.code).toMatch(/^\d{6}$/);
  });

  it('/m/dev/sms-outbox answers not,found for a phone without a code and param,invalid for a bad phone', async () => {
    expect(await get('/m/dev/sms-outbox?mobilePhone=13900010999')).toEqual({
      error_code: 'not,found',
      error: '该手机号还没有收到验证码',
      data: null,
    });
    expect(await get('/m/dev/sms-outbox?mobilePhone=123')).toEqual({
      error_code: 'param,invalid',
      error: '手机号码格式不正确',
      data: null,
    });
  });
});

describe('the demo clock', () => {
  const setClock = async (target: TestServer, at: string | null) =>
    (await target.app.inject({ method: 'POST', url: '/m/dev/clock', payload: { at } })).json();

  it('moves the whole server to another instant and back to its own time', async () => {
    const before = server.clock.now().getTime();
    await server.app.inject({
      method: 'GET',
      url: '/m/wx/validationCode.json',
      headers: { clientId: 'clientclock1' },
    });
    const live = await server.app.inject({ method: 'GET', url: '/m/dev/image-code?clientId=clientclock1' });
    expect(live.json().error_code).toBe('000000');
    const moved = await setClock(server, '2026-12-01T08:00:00+08:00');
    expect(moved.data.now).toBe('2026-12-01T00:00:00.000Z');
    // Codes, sessions and orders read time through the same clock: the 5-minute picture code is gone.
    const later = await server.app.inject({ method: 'GET', url: '/m/dev/image-code?clientId=clientclock1' });
    expect(later.json().error_code).toBe('not,found');
    const back = await setClock(server, null);
    expect(new Date(back.data.now).getTime() - before).toBeLessThan(60_000);
  });

  it('refuses an instant it cannot read', async () => {
    expect(await setClock(server, 'tomorrow')).toMatchObject({
      error_code: 'param,invalid',
      error: '时间格式不正确',
    });
  });
});

describe('dev endpoints in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await server.variant({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await production.close();
  });

  it('has no clock to move', async () => {
    const res = await production.app.inject({ method: 'POST', url: '/m/dev/clock', payload: { at: null } });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 not,found for /m/dev/sms-outbox, even when a code was sent', async () => {
    expect((await sendSms(production, 'clientprod01', '13900010003')).error_code).toBe('000000');
    const res = await production.app.inject({
      method: 'GET',
      url: '/m/dev/sms-outbox?mobilePhone=13900010003',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('answers 404 not,found for /m/dev/image-code, even when the client has a code', async () => {
    await production.app.inject({
      method: 'GET',
      url: '/m/wx/validationCode.json',
      headers: { clientId: 'clientprod02' },
    });
    const res = await production.app.inject({
      method: 'GET',
      url: '/m/dev/image-code?clientId=clientprod02',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('has no demo partner platform in production', async () => {
    const expires = Math.floor(production.clock.now().getTime() / 1000) + 600;
    const p = `${expires}.${hmacHex('demo-platform-secret', `demo|13900010004|${expires}`)}`;
    const res = await production.app.inject({
      method: 'POST',
      url: '/m/wx/2/user/user.json',
      payload: { platformUserCode: 'demo', u: '13900010004', p },
    });
    expect(res.json()).toMatchObject({ error_code: 'platform,sign' });
  });
});
