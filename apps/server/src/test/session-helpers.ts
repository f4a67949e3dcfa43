import type { TestServer } from './test-server.ts';

/** What a phone and a person would do to get a session, step by step, through the public API. */
export async function requestImageCode(server: TestServer, clientId: string): Promise<string> {
  const res = await server.app.inject({
    method: 'GET',
    url: '/m/wx/validationCode.json?r=1',
    headers: { clientId },
  });
  if (res.statusCode !== 200) throw new Error(`image code: ${res.statusCode}`);
  const code = await server.app.auth.peekImageCode(clientId);
  if (!code) throw new Error('no image code stored');
  return code;
}

export async function sendSms(
  server: TestServer,
  clientId: string,
  mobilePhone: string,
  picValidateCode?: string,
) {
  const pic = picValidateCode ?? (await requestImageCode(server, clientId));
  const res = await server.app.inject({
    method: 'POST',
    url: '/m/wx/1/system/user.json',
    headers: { clientId },
    payload: { _BIZCODE: '0002', mobilePhone, picValidateCode: pic },
  });
  return res.json();
}

export async function loginBySms(server: TestServer, mobilePhone: string, clientId = `client${mobilePhone}`) {
  const sent = await sendSms(server, clientId, mobilePhone);
  if (sent.error_code !== '000000') throw new Error(`send sms: ${sent.error}`);
  const msgCode = server.sms.lastCode(mobilePhone)!;
  const res = await server.app.inject({
    method: 'POST',
    url: '/m/wx/login.json',
    headers: { clientId },
    payload: { loginType: '1', mobilePhone, msgCode },
  });
  const body = res.json();
  if (body.error_code !== '000000') throw new Error(`login: ${body.error}`);
  return { token: body.token as string, clientId, body };
}

export function authed(token: string) {
  return { token, clientId: 'client-authed' };
}

/** GET /m/wx/user/getUser.json with the given headers; answers the parsed envelope. */
export async function getUser(server: TestServer, headers: Record<string, string>) {
  const res = await server.app.inject({ method: 'GET', url: '/m/wx/user/getUser.json', headers });
  return res.json();
}

/** POST /m/wx/system/user.json with _BIZCODE 0006: sets (or changes) the login password. */
export async function setPassword(
  server: TestServer,
  token: string,
  newPassword: string,
  oldPassword?: string,
) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/m/wx/system/user.json',
    headers: authed(token),
    payload: { _BIZCODE: '0006', newPassword, ...(oldPassword === undefined ? {} : { oldPassword }) },
  });
  return res.json();
}

/** POST /m/wx/login.json in password mode. */
export async function loginByPassword(
  server: TestServer,
  username: string,
  password: string,
  clientId = `pw${username}`,
) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/m/wx/login.json',
    headers: { clientId },
    payload: { username, password },
  });
  return res.json();
}
