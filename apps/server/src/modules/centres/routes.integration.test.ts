import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, seedDemoData } from '../../seed/seed.ts';
import { authed, getUser, loginByPassword } from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { users } from '../users/schema.ts';
import { centres, cities } from './schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db);
});
afterAll(async () => {
  await server.close();
});

const get = async (url: string) => (await server.app.inject({ method: 'GET', url })).json();

describe('city list (0003)', () => {
  it('returns the cities in order, each with its centres as children', async () => {
    const body = await get('/m/wx/2/system/center.json?_BIZCODE=0003&sid=00-0');
    expect(body).toMatchObject({ error_code: '000000', error: '' });
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(['北京市', '上海市', '广州市', '深圳市']);
    const beijing = body.data[0];
    expect(beijing).toMatchObject({ id: '110100', spell: 'beijing' });
    expect(beijing.children.map((c: { id: string }) => c.id)).toEqual(['00-1', '00-16']);
    expect(beijing.children[0]).toMatchObject({
      id: '00-1',
      name: '北京朝阳健康体检中心',
      cityId: '110100',
      cityName: '北京市',
    });
    const total = body.data.reduce((n: number, c: { children: unknown[] }) => n + c.children.length, 0);
    expect(total).toBe(5);
  });

  it('refuses a wrong _BIZCODE', async () => {
    expect(await get('/m/wx/2/system/center.json?_BIZCODE=0002')).toEqual({
      error_code: 'param,invalid',
      error: '业务编码不正确',
      data: null,
    });
  });
});

describe('centre detail (0002) and appointment config (0001)', () => {
  it('returns the centre with its flags, money in fen', async () => {
    const body = await get('/m/app/system/center.json?_BIZCODE=0002&sysCenterId=00-1');
    expect(body).toMatchObject({ error_code: '000000', error: '' });
    expect(body.data).toMatchObject({
      id: '00-1',
      name: '北京朝阳健康体检中心',
      cityId: '110100',
      cityName: '北京市',
      address: '北京市朝阳区建国路88号SOHO现代城B座2层',
      phone: '010-85801234',
      individuationOpt: 1,
      projectSelectOpt: 1,
      receiveOnline: 1,
      showPackagePrice: 1,
      personalProvideInvoice: 1,
      groupProvideInvoice: 0,
      paymentMethodCodes: ['online', 'onhospital'],
      hosPaymentMethodCodes: ['online', 'onhospital'],
      verify: { on: 0, type: 1 },
      verifyOn: 0,
      centerConfigMenu: { healthFlag: 1, onlineFlag: 1, columnFlag: 1 },
      fastingCheckStart: '00:00',
      fastingCheckEnd: '24:00',
      delivery: { price: 1200, name: '顺丰快递' },
      disclaimer: { title: '体检风险告知书' },
    });
    expect(body.data.disclaimer.list).toHaveLength(2);
  });

  it('shows each centre its own options (review, fasting window, payment methods)', async () => {
    const guangzhou = await get('/m/app/system/center.json?_BIZCODE=0002&sysCenterId=00-7');
    expect(guangzhou.data).toMatchObject({
      verify: { on: 1, type: 1 },
      verifyOn: 1,
      fastingCheckStart: '07:30',
      fastingCheckEnd: '10:30',
    });
    const shenzhen = await get('/m/app/system/center.json?_BIZCODE=0002&sysCenterId=00-3');
    expect(shenzhen.data).toMatchObject({ hosPaymentMethodCodes: ['onhospital'], cityName: '深圳市' });
    const shanghai = await get('/m/app/system/center.json?_BIZCODE=0002&sysCenterId=00-02');
    expect(shanghai.data).toMatchObject({ receiveOnline: 0, projectSelectOpt: 0 });
  });

  it('answers not,found for an unknown centre', async () => {
    expect(await get('/m/app/system/center.json?_BIZCODE=0002&sysCenterId=00-999')).toEqual({
      error_code: 'not,found',
      error: '未找到该体检中心，请重新选择',
      data: null,
    });
  });

  it('refuses a malformed or missing sysCenterId with param,invalid', async () => {
    for (const id of ['abc', '00-', '0-1', '00-12345', "00-1' or 1=1"]) {
      expect(
        await get(`/m/app/system/center.json?_BIZCODE=0002&sysCenterId=${encodeURIComponent(id)}`),
      ).toEqual({
        error_code: 'param,invalid',
        error: '体检中心编号不正确',
        data: null,
      });
    }
    expect(await get('/m/app/system/center.json?_BIZCODE=0002')).toEqual({
      error_code: 'param,invalid',
      error: '请选择体检中心',
      data: null,
    });
  });

  it('answers configInfo (0001) with the same centre', async () => {
    const config = await get(
      '/m/wx/1/appointment/configInfo.json?_BIZCODE=0001&sysCenterId=00-16&packageId=p1',
    );
    const detail = await get('/m/app/system/center.json?_BIZCODE=0002&sysCenterId=00-16');
    expect(config).toMatchObject({
      error_code: '000000',
      data: { id: '00-16', name: '北京海淀1+X筛查中心' },
    });
    expect(config.data).toEqual(detail.data);
    expect(await get('/m/wx/1/appointment/configInfo.json?_BIZCODE=0001&sysCenterId=00-998')).toMatchObject({
      error_code: 'not,found',
    });
    expect(await get('/m/wx/1/appointment/configInfo.json?_BIZCODE=0002&sysCenterId=00-16')).toEqual({
      error_code: 'param,invalid',
      error: '业务编码不正确',
      data: null,
    });
  });
});

describe('demo seed', () => {
  it('lets the demo user log in with password demo1234', async () => {
    const body = await loginByPassword(server, DEMO_USER.mobilePhone, 'demo1234');
    expect(body).toMatchObject({
      error_code: '000000',
      data: { user: { mobilePhone: '13800138000', callName: '张先生', hasPassword: true } },
    });
  });

  it('is idempotent: seeding again duplicates nothing and keeps the demo login', async () => {
    const countRows = async () => ({
      cities: (await server.db.select({ n: count() }).from(cities))[0]?.n,
      centres: (await server.db.select({ n: count() }).from(centres))[0]?.n,
      demo: (
        await server.db.select({ n: count() }).from(users).where(eq(users.mobilePhone, '13800138000'))
      )[0]?.n,
    });
    const before = await countRows();
    expect(before).toEqual({ cities: 4, centres: 5, demo: 1 });
    await seedDemoData(server.db);
    await seedDemoData(server.db);
    expect(await countRows()).toEqual(before);
    const cityList = await get('/m/wx/2/system/center.json?_BIZCODE=0003');
    expect(cityList.data.flatMap((c: { children: unknown[] }) => c.children)).toHaveLength(5);
    expect((await loginByPassword(server, '13800138000', 'demo1234')).error_code).toBe('000000');
  });

  it("leaves the demo user's own profile changes alone when seeding again", async () => {
    const { token } = await loginByPassword(server, '13800138000', 'demo1234');
    const res = await server.app.inject({
      method: 'POST',
      url: '/m/wx/system/updateuser.json',
      headers: authed(token),
      payload: { _BIZCODE: '0004', callName: '张总' },
    });
    expect(res.json().data.callName).toBe('张总');
    await seedDemoData(server.db);
    expect((await getUser(server, authed(token))).data.callName).toBe('张总');
  });
});
