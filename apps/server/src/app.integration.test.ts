import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, loginBySms } from './test/session-helpers.ts';
import { createTestServer, type TestServer } from './test/test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  ({ token } = await loginBySms(server, '13900011001'));
});
afterAll(async () => {
  await server.close();
});

const CHINESE = /[\u4e00-\u9fa5]/;

/** The answer a client can always handle: the envelope, a failure code, a Chinese message, no 500, no internals. */
function expectCleanFailure(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, what).toBeLessThan(500);
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body).sort(), what).toEqual(['data', 'error', 'error_code']);
  expect(body.error_code, what).not.toBe('000000');
  expect(body.error, what).toMatch(CHINESE);
  expect(body.data, what).toBeNull();
  expect(res.body, what).not.toMatch(/\bat .*[:(]\d+|node_modules|\/work\/|Error:|stack/i);
}

interface Route {
  method: 'GET' | 'POST';
  url: string;
  login?: boolean;
}

const POST_ROUTES: Route[] = [
  { method: 'POST', url: '/m/wx/1/system/user.json' },
  { method: 'POST', url: '/m/wx/login.json' },
  { method: 'POST', url: '/m/wx/2/user/user.json' },
  { method: 'POST', url: '/m/wx/system/user.json', login: true },
  { method: 'POST', url: '/m/wx/system/updateuser.json', login: true },
];

// Routes that read their query string (getUser reads only the token, tested below).
const GET_ROUTES: Route[] = [
  { method: 'GET', url: '/m/wx/logout.json' },
  { method: 'GET', url: '/m/center-service/personal/personalTabStats', login: true },
  { method: 'GET', url: '/m/wx/jssdk.json' },
  { method: 'GET', url: '/m/wx/2/system/center.json' },
  { method: 'GET', url: '/m/app/system/center.json' },
  { method: 'GET', url: '/m/wx/1/appointment/configInfo.json' },
  { method: 'GET', url: '/m/dev/sms-outbox' },
  { method: 'GET', url: '/m/dev/image-code' },
];

const WRONG_TYPES = {
  _BIZCODE: 2,
  loginType: { a: 1 },
  mobilePhone: 13900011001,
  picValidateCode: ['ABCD'],
  msgCode: 123456,
  username: true,
  password: { $ne: '' },
  openid: ['x'],
  platformUserCode: null,
  u: [],
  p: 5,
  oldPassword: 1,
  newPassword: {},
  callName: ['x'],
  name: 42,
  idCardNo: 11010119900307,
  sexCode: [],
  age: { n: 1 },
  marryStateCode: false,
  folkId: { id: 0 },
  height: [170],
  weight: { kg: 60 },
};

const JSON_TYPE = { 'content-type': 'application/json' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

const BODIES: Array<{ name: string; payload: unknown; headers?: Record<string, string> }> = [
  { name: 'an empty object', payload: {} },
  { name: 'fields of the wrong types', payload: WRONG_TYPES },
  {
    name: 'NUL characters in strings',
    payload: { _BIZCODE: '0004', callName: 'a\u0000b', openid: '\u0000' },
  },
  { name: 'malformed JSON', payload: '{"mobilePhone": "1390', headers: JSON_TYPE },
  { name: 'an empty JSON body', payload: '', headers: JSON_TYPE },
  { name: 'a JSON array', payload: '[1,2,3]', headers: JSON_TYPE },
  { name: 'a JSON string', payload: '"0002"', headers: JSON_TYPE },
  { name: 'JSON null', payload: 'null', headers: JSON_TYPE },
  { name: 'a __proto__ key', payload: '{"__proto__":{"admin":true}}', headers: JSON_TYPE },
  { name: 'deeply nested JSON', payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, headers: JSON_TYPE },
  {
    name: 'a 2 MB body',
    payload: JSON.stringify({ mobilePhone: 'x'.repeat(2 * 1024 * 1024) }),
    headers: JSON_TYPE,
  },
  {
    name: 'a plain-text body',
    payload: 'mobilePhone=13900011001',
    headers: { 'content-type': 'text/plain' },
  },
  {
    name: 'garbage form fields',
    payload: '_BIZCODE=0002&_BIZCODE=0004&mobilePhone=%zz&&=&a',
    headers: FORM_TYPE,
  },
];

const QUERIES: Array<{ name: string; query: string }> = [
  {
    name: 'repeated keys (arrays)',
    query:
      '_BIZCODE=0003&_BIZCODE=0002&sysCenterId=00-1&sysCenterId=00-2&url=https%3A%2F%2Fa.cn&url=b&kickout=1&kickout=0&mobilePhone=13900011001&mobilePhone=2&clientId=abcdefgh&clientId=b&sid=1&sid=2',
  },
  {
    name: 'over-long values',
    query: ['_BIZCODE', 'sysCenterId', 'url', 'kickout', 'mobilePhone', 'clientId', 'sid']
      .map((k) => `${k}=${'9'.repeat(3000)}`)
      .join('&'),
  },
  {
    name: 'broken percent-encoding and NULs',
    query: `_BIZCODE=%E0%A4%A&sysCenterId=%00${'%ZZ'.repeat(7)}&url=%&kickout=%00&mobilePhone=%ZZ&clientId=%00`,
  },
];

describe('bad input never breaks the server', () => {
  for (const route of POST_ROUTES) {
    it(`POST ${route.url} answers every kind of garbage body with a clean failure`, async () => {
      for (const body of BODIES) {
        const res = await server.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...(route.login ? authed(token) : { clientId: 'clientgarbage' }), ...body.headers },
          payload: body.payload as string,
        });
        expectCleanFailure(res, `${route.url} with ${body.name}`);
      }
    });
  }

  for (const route of GET_ROUTES) {
    it(`GET ${route.url} answers garbage query strings with a clean failure`, async () => {
      for (const { name, query } of QUERIES) {
        const res = await server.app.inject({
          method: 'GET',
          url: `${route.url}?${query}`,
          headers: route.login ? authed(token) : { clientId: 'clientgarbage' },
        });
        expectCleanFailure(res, `${route.url} with ${name}`);
      }
    });
  }

  it('answers the routes that need a login with login,not when garbage comes without a token', async () => {
    for (const route of [...POST_ROUTES, ...GET_ROUTES, { method: 'GET', url: '/m/wx/user/getUser.json' }]) {
      if (!('login' in route) && route.url !== '/m/wx/user/getUser.json') continue;
      const res = await server.app.inject({
        method: route.method as 'GET',
        url: route.url,
        payload: WRONG_TYPES,
      });
      expectCleanFailure(res, route.url);
      expect(res.json().error_code).toBe('login,not');
    }
  });

  it('answers garbage tokens (header, _TOKEN, cookie) with token,valid, never a 500', async () => {
    const garbage = ['x', 'x'.repeat(4000), '%00%ff', '" or 1=1 --', '../../etc/passwd'];
    for (const value of garbage) {
      for (const where of [
        { headers: { token: value } },
        { headers: { _TOKEN: value } },
        { cookies: { token: value } },
      ]) {
        const res = await server.app.inject({ method: 'GET', url: '/m/wx/user/getUser.json', ...where });
        expectCleanFailure(res, `token ${JSON.stringify(where).slice(0, 60)}`);
        expect(res.json().error_code).toBe('token,valid');
      }
    }
  });

  it('answers the image code with an SVG and a fresh clientId when the clientId sent is garbage', async () => {
    for (const clientId of ['<script>', 'short', 'x'.repeat(65), 'a b c d e f g h']) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/m/wx/validationCode.json?r=%00&r=2',
        headers: { clientId },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/^<svg/);
      expect(res.headers.clientid).toMatch(/^[0-9a-f]{32}$/);
      expect(res.headers.clientid).not.toBe(clientId);
    }
  });

  it('answers a garbage redirect to /m/authorize_wx.html with a redirect to a safe path', async () => {
    for (const query of [
      'redirect=a&redirect=b',
      `redirect=${'/x'.repeat(1500)}`,
      'redirect=%0d%0a',
      'redirect=%E0%A4%A',
    ]) {
      const res = await server.app.inject({ method: 'GET', url: `/m/authorize_wx.html?${query}` });
      expect(res.statusCode, query).toBeLessThan(500);
      if (res.statusCode === 302) expect(String(res.headers.location)).toMatch(/^\/(?![/\\])/);
      else expectCleanFailure(res, query);
    }
  });

  it('says 请求内容过大 for a body over 1 MB', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/m/wx/login.json',
      headers: JSON_TYPE,
      payload: JSON.stringify({ username: '13900011001', password: 'p'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error_code: 'param,invalid', error: '请求内容过大', data: null });
  });

  it('says 请求格式不正确 for malformed JSON', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/m/wx/login.json',
      headers: JSON_TYPE,
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error_code: 'param,invalid', error: '请求格式不正确', data: null });
  });
});

describe('unknown paths and health', () => {
  it('answers an unknown /m path with a 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await server.app.inject({ method, url: '/m/wx/nothing-here.json' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error_code: 'not,found', error: '请求的接口不存在', data: null });
    }
  });

  it('answers /healthz with status ok and the database in use', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});
