import { compileErrors, validate } from '@readme/openapi-parser';
import { dev, endpoints } from '@tijian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractViolation } from './http/contract-check.ts';
import { createTestServer, type TestServer } from './test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('every route comes from the contract', () => {
  it('no route under /m is registered without its contract entry', () => {
    const bare = server.app.routeTable.filter((r) => r.url.startsWith('/m/') && !r.endpoint);
    expect(bare.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('every endpoint of the contract is served, at each of its paths', () => {
    const served = new Set(server.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const missing = endpoints
      .flatMap((e) => [e.path, ...(e.alsoAt ?? [])].map((p) => `${e.method} /m${p}`))
      .filter((key) => !served.has(key));
    expect(missing).toEqual([]);
  });

  it('production leaves the development windows out of both the routes and the document', async () => {
    const prod = await server.variant({ NODE_ENV: 'production', SEED_DEMO: 'false' });
    try {
      const urls = prod.app.routeTable.map((r) => r.url);
      expect(urls).not.toContain(`/m${dev.devSmsOutbox.path}`);
      const doc = (await prod.app.inject({ url: '/m/openapi.json' })).json();
      expect(Object.keys(doc.paths)).not.toContain(dev.devSmsOutbox.path);
      expect((await prod.app.inject({ url: '/api-reference' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('/m/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document listing every served operation', async () => {
    const res = await server.app.inject({ url: '/m/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc));
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(Object.keys(doc.paths)).toContain('/center-service/v1/article/{id}');
    expect(doc.paths['/wx/login.json'].post.requestBody).toBeDefined();
  });

  it('has a readable reference page in development', async () => {
    const page = await server.app.inject({ url: '/api-reference' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api-reference/init.js');
    expect(page.body).not.toMatch(/<script>/);
    expect((await server.app.inject({ url: '/api-reference/init.js' })).body).toContain('/m/openapi.json');
    const script = await server.app.inject({ url: '/api-reference/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });
});

describe('answers outside the contract are caught', () => {
  it('a field the contract does not name is a violation, even deep inside data', () => {
    const e = endpoints.find((x) => x.id === 'getUser')!;
    const user = {
      id: 1,
      callName: null,
      name: null,
      mobilePhone: '13800138000',
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
    };
    expect(contractViolation(e, { error_code: '000000', error: '', data: user })).toBeNull();
    expect(
      contractViolation(e, { error_code: '000000', error: '', data: { ...user, passwordHash: 'x' } }),
    ).toBe('field $.data.passwordHash is not in the contract');
    expect(contractViolation(e, { error_code: '000000', error: '', data: { ...user, age: '30' } })).toMatch(
      /age/,
    );
    expect(contractViolation(e, { error_code: 'login,not', error: '请先登录', data: null })).toBeNull();
  });
});
