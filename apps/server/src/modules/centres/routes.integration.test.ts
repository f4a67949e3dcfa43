import { entranceOptions } from '@tijian/domain';
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

const DEMO_CENTRE_COUNT = 16;

describe('city list (0003)', () => {
  it('returns the cities in order, each with its centres as children', async () => {
    const body = await get('/m/wx/2/system/center.json?_BIZCODE=0003&sid=00-0');
    expect(body).toMatchObject({ error_code: '000000', error: '' });
    expect(body.data.map((c: { name: string }) => c.name)).toEqual([
      '北京市',
      '上海市',
      '广州市',
      '深圳市',
      '杭州市',
      '成都市',
    ]);
    const beijing = body.data[0];
    expect(beijing).toMatchObject({ id: '110100', spell: 'beijing' });
    expect(beijing.children.map((c: { id: string }) => c.id)).toEqual(['00-1', '00-16', '00-85']);
    expect(beijing.children[0]).toMatchObject({
      id: '00-1',
      name: '北京朝阳健康体检中心',
      address: expect.stringContaining('朝阳区'),
    });
    // A child's city is its parent: the list every visit fetches does not repeat it.
    expect(beijing.children[0]).not.toHaveProperty('cityName');
    const total = body.data.reduce((n: number, c: { children: unknown[] }) => n + c.children.length, 0);
    expect(total).toBe(DEMO_CENTRE_COUNT);
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
    expect(shanghai.data).toMatchObject({ receiveOnline: 0, projectSelectOpt: 0, upgradePhones: [] });
    // Centre 00-07 books upgrades through two numbers its upgrade hint shows (spec 9).
    const pudong = await get('/m/app/system/center.json?_BIZCODE=0002&sysCenterId=00-07');
    expect(pudong.data.upgradePhones).toEqual(['021-68771234', '021-68775678']);
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

interface CentreBody {
  id: string;
  image: string;
  images: string[];
  individuationOpt: number;
  projectSelectOpt: number;
  receiveOnline: number;
  personalNotInvoiceNote: string;
  groupCheckFlag: number;
  verify: { on: number; type: number };
  centerConfigMenu: { healthFlag: number; onlineFlag: number; columnFlag: number };
  introduction: string;
  guidelines: { title: string; content: string }[];
}

const SPECIAL_IDS = [
  '00-7',
  '00-07',
  '00-02',
  '00-3',
  '00-30',
  '00-59',
  '00-62',
  '00-76',
  '00-77',
  '00-85',
  '00-16',
];

async function allCentres(): Promise<Map<string, CentreBody>> {
  const body = await get('/m/wx/2/system/center.json?_BIZCODE=0003&sid=00-0');
  const list: CentreBody[] = body.data.flatMap((c: { children: CentreBody[] }) => c.children);
  return new Map(list.map((c) => [c.id, c]));
}

const detail = async (id: string): Promise<CentreBody> =>
  (await get(`/m/app/system/center.json?_BIZCODE=0002&sysCenterId=${id}`)).data;

describe('city tree for the picker (issue 3)', () => {
  it('offers at least four cities with coordinates and fourteen centres, every special centre among them', async () => {
    const body = await get('/m/wx/2/system/center.json?_BIZCODE=0003&sid=00-0');
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    for (const city of body.data) {
      expect(city).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
      expect(city.children.length).toBeGreaterThan(0);
    }
    const centres = await allCentres();
    expect(centres.size).toBeGreaterThanOrEqual(14);
    for (const id of [...SPECIAL_IDS, '00-1']) expect(centres.has(id), id).toBe(true);
  });

  it('marks which centres take company bookings with groupCheckFlag, so the picker can filter by it', async () => {
    const flags = [...(await allCentres()).values()].map((c) => c.groupCheckFlag);
    expect(new Set(flags)).toEqual(new Set([0, 1]));
    expect((await allCentres()).get('00-1')?.groupCheckFlag).toBe(1);
    expect((await allCentres()).get('00-16')?.groupCheckFlag).toBe(0);
  });
});

describe('special centres show their own behaviour (spec 9)', () => {
  it('00-16 offers the 1+X screening with a personalised plan and self-chosen items', async () => {
    const centre = await detail('00-16');
    expect(centre).toMatchObject({ individuationOpt: 1, projectSelectOpt: 1 });
    expect(entranceOptions('00-16', centre)).toMatchObject({
      screening1x: true,
      personalised: true,
      selfChosen: true,
    });
  });

  it('00-02 shows promotions, no online report and an invoice note', async () => {
    const centre = await detail('00-02');
    expect(centre).toMatchObject({ receiveOnline: 0 });
    expect(centre.personalNotInvoiceNote).toContain('发票');
    expect(entranceOptions('00-02', centre).promotions).toBe(true);
  });

  it('00-3 has neither self-chosen items nor a personalised plan', async () => {
    const centre = await detail('00-3');
    expect(centre).toMatchObject({ individuationOpt: 0, projectSelectOpt: 0 });
    expect(entranceOptions('00-3', centre)).toMatchObject({ selfChosen: false, personalised: false });
  });

  it('00-7 and 00-62 tell the visitor about the epidemiological survey', async () => {
    for (const id of ['00-7', '00-62']) {
      expect(
        (await detail(id)).guidelines.map((g) => g.title),
        id,
      ).toContain('流行病学调查');
    }
  });

  it('00-07 gives two phone numbers for upgrades and 00-77 explains its material fee', async () => {
    const upgrade = (await detail('00-07')).guidelines.find((g) => g.title === '套餐升级咨询');
    expect(upgrade?.content.match(/021-\d{8}/g)).toHaveLength(2);
    expect((await detail('00-77')).guidelines.map((g) => g.title)).toContain('耗材费说明');
  });

  it('00-30, 00-59 and 00-76 differ in their menu flags, 00-30 has doctor review, and some centre has no menu at all', async () => {
    const centres = await allCentres();
    const menus = ['00-30', '00-59', '00-76'].map((id) => JSON.stringify(centres.get(id)?.centerConfigMenu));
    expect(new Set(menus).size).toBe(3);
    expect((await detail('00-30')).verify.on).toBe(1);
    const noMenu = [...centres.values()].filter(
      (c) =>
        c.centerConfigMenu.healthFlag + c.centerConfigMenu.onlineFlag + c.centerConfigMenu.columnFlag === 0,
    );
    expect(noMenu.length).toBeGreaterThan(0);
  });
});

describe('city list size', () => {
  it('lists centres as summaries: no introductions, guidelines or disclaimers in the list', async () => {
    const centre = (await allCentres()).get('00-16') as unknown as Record<string, unknown>;
    expect(centre).toMatchObject({ id: '00-16', name: expect.any(String), image: expect.any(String) });
    for (const heavy of ['introduction', 'guidelines', 'disclaimer'])
      expect(centre).not.toHaveProperty(heavy);
  });
});

describe('centre detail content (issue 3)', () => {
  it('carries an introduction in paragraphs, 4 to 6 guidelines and the pictures as a list', async () => {
    for (const id of [...SPECIAL_IDS, '00-1']) {
      const centre = await detail(id);
      expect(centre.introduction.split('\n\n').length, id).toBeGreaterThanOrEqual(2);
      expect(centre.guidelines.length, id).toBeGreaterThanOrEqual(4);
      expect(centre.guidelines.length, id).toBeLessThanOrEqual(6);
      expect(centre.guidelines[0]?.title).toBe('体检前注意事项');
      expect(centre.images, id).toEqual(centre.image.split(','));
      for (const url of centre.images) expect(url).toMatch(/^\/images\/centre-[1-6]\.svg$/);
    }
    expect((await detail('00-1')).images).toEqual(['/images/centre-1.svg', '/images/centre-4.svg']);
  });

  it('answers configInfo with the same enriched centre', async () => {
    const config = await get('/m/wx/1/appointment/configInfo.json?_BIZCODE=0001&sysCenterId=00-7');
    expect(config.data).toEqual(await detail('00-7'));
    expect(config.data.introduction).not.toBe('');
  });
});

describe('location: nearest city', () => {
  const locate = (query: string) => get(`/m/center-service/v1/location/city${query}`);

  it('answers 上海市 for a point in Shanghai, with the distance to its centre in km', async () => {
    const body = await locate('?latitude=31.2397&longitude=121.4998');
    expect(body).toMatchObject({
      error_code: '000000',
      data: { city: { id: '310100', name: '上海市', spell: 'shanghai' } },
    });
    expect(body.data.distanceKm).toBeLessThan(5);
    expect(String(body.data.distanceKm)).toMatch(/^\d+(\.\d)?$/);
  });

  it('answers 深圳市 for a point near Shenzhen, not Guangzhou', async () => {
    const body = await locate('?latitude=22.60&longitude=114.12');
    expect(body.data.city).toEqual({ id: '440300', name: '深圳市', spell: 'shenzhen' });
  });

  it('refuses coordinates out of range, malformed or missing with param,invalid', async () => {
    const refused = { error_code: 'param,invalid', error: '定位坐标不正确', data: null };
    for (const query of [
      '?latitude=91&longitude=121',
      '?latitude=31&longitude=-181',
      '?latitude=abc&longitude=121',
      '?latitude=&longitude=121',
      '?latitude=1e3&longitude=121',
      '?latitude=31&latitude=32&longitude=121',
      '?longitude=121',
      '',
    ]) {
      const res = await server.app.inject({
        method: 'GET',
        url: `/m/center-service/v1/location/city${query}`,
      });
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual(refused);
    }
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
    expect(before).toEqual({ cities: 6, centres: DEMO_CENTRE_COUNT, demo: 1 });
    await seedDemoData(server.db);
    await seedDemoData(server.db);
    expect(await countRows()).toEqual(before);
    const cityList = await get('/m/wx/2/system/center.json?_BIZCODE=0003');
    expect(cityList.data.flatMap((c: { children: unknown[] }) => c.children)).toHaveLength(DEMO_CENTRE_COUNT);
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
