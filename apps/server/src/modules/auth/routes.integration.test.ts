import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, loginBySms, requestImageCode, sendSms } from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
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
});
