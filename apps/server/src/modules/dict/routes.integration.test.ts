import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const dict = async (type: string) =>
  (await server.app.inject({ method: 'GET', url: `/m/center-service/v1/dict/list?type=${type}` })).json();

describe('GET /m/center-service/v1/dict/list', () => {
  it('answers each option list of spec 3 without a session', async () => {
    expect((await dict('relation')).data[0]).toEqual({ code: 'mother', name: '母亲', id: 1 });
    expect((await dict('sex')).data.map((o: { code: string }) => o.code)).toEqual(['male', 'female']);
    expect((await dict('marital')).data).toHaveLength(2);
    expect((await dict('profession')).data).toHaveLength(14);
    const folk = (await dict('folk')).data;
    expect(folk).toHaveLength(56);
    expect(folk[0]).toEqual({ code: '0', name: '汉族', id: 0, value: '0' });
    expect((await dict('education')).data).toHaveLength(8);
    expect((await dict('checkType')).data).toHaveLength(15);
    expect((await dict('checkObject')).data.map((o: { code: string }) => o.code)).toEqual([
      'common',
      'male',
      'female',
    ]);
  });

  it('refuses an unknown type with a Chinese message', async () => {
    expect(await dict('colour')).toEqual({
      error_code: 'param,invalid',
      error: '选项类型不正确',
      data: null,
    });
    expect(
      (await server.app.inject({ method: 'GET', url: '/m/center-service/v1/dict/list' })).json(),
    ).toEqual({
      error_code: 'param,invalid',
      error: '选项类型不正确',
      data: null,
    });
  });
});
