import type { specialPackages as contract } from '@tijian/contract';
import { fen } from '@tijian/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateReads } from '../../db/read-cache.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { DEMO_SPECIAL_PACKAGES, seedSpecialPackages } from '../../seed/special-packages-data.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { specialPackages } from './schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

const get = async (url: string, headers: Record<string, string> = {}) =>
  (await server.app.inject({ method: 'GET', url: `/m${url}`, headers })).json();
const data = async <T>(url: string): Promise<T> => {
  const body = await get(url);
  expect(body, url).toMatchObject({ error_code: '000000', error: '' });
  return body.data as T;
};
const list = (centre: string) =>
  data<contract.SpecialPackageList>(`/center-service/v1/special_package/list?sysCenterId=${centre}`);
const detail = (id: string) =>
  data<contract.SpecialPackageDetail>(`/center-service/v1/special_package/detail/${encodeURIComponent(id)}`);

const NOT_FOUND = (error: string) => ({ error_code: 'not,found', error, data: null });
const INVALID = (error: string) => ({ error_code: 'param,invalid', error, data: null });

/** Changes a package's row the way a centre's edit would, then drops the cached reads as an edit does. */
async function edit(id: string, set: Partial<typeof specialPackages.$inferInsert>) {
  await server.db.update(specialPackages).set(set).where(eq(specialPackages.id, id));
  invalidateReads(server.db);
}

describe('a centre’s special packages', () => {
  it('lists those on sale in the centre’s order, with the centre’s name, to anyone', async () => {
    const answer = await list('00-1');
    expect(answer.sysCenterId).toBe('00-1');
    expect(answer.sysCenterName).toBe('北京朝阳健康体检中心');
    expect(answer.list.map((p) => p.id)).toEqual(['SP-1-HP', 'SP-1-LDCT', 'SP-1-WOMEN', 'SP-1-HEART']);
    // The package taken off sale is never listed.
    expect(answer.list.some((p) => p.id === 'SP-1-BONE')).toBe(false);
    expect(answer.list[0]).toEqual({
      id: 'SP-1-HP',
      sysCenterId: '00-1',
      name: '幽门螺杆菌呼气检测',
      price: 15_000,
      originalPrice: 20_000,
      summary: expect.stringContaining('C13尿素呼气试验'),
      itemCount: 2,
      imageUrl: '',
      validityDays: 180,
    });
    expect(answer.list[1]).toMatchObject({ name: '低剂量螺旋CT肺癌早筛', originalPrice: null, itemCount: 3 });
  });

  it('follows the sort column, not the order rows were written in, and drops what goes off sale', async () => {
    await edit('SP-1-HEART', { sort: 0 });
    await edit('SP-1-LDCT', { onSale: 0 });
    try {
      const answer = await list('00-1');
      expect(answer.list.map((p) => p.id)).toEqual(['SP-1-HEART', 'SP-1-HP', 'SP-1-WOMEN']);
    } finally {
      await edit('SP-1-HEART', { sort: 4 });
      await edit('SP-1-LDCT', { onSale: 1 });
    }
    expect((await list('00-1')).list.map((p) => p.id)).toEqual([
      'SP-1-HP',
      'SP-1-LDCT',
      'SP-1-WOMEN',
      'SP-1-HEART',
    ]);
  });

  it('keeps each centre’s packages to itself', async () => {
    const answer = await list('00-16');
    expect(answer.sysCenterName).toBe('北京海淀1+X筛查中心');
    expect(answer.list.map((p) => p.id)).toEqual(['SP-16-LDCT', 'SP-16-HP', 'SP-16-HEART']);
    expect(answer.list.every((p) => p.sysCenterId === '00-16')).toBe(true);
  });

  it('answers an empty list for a centre that sells none', async () => {
    expect(await list('00-85')).toEqual({
      sysCenterId: '00-85',
      sysCenterName: '北京东城老年健康体检中心',
      list: [],
    });
  });

  it('answers not found for an unknown centre and refuses what is no centre id', async () => {
    expect(await get('/center-service/v1/special_package/list?sysCenterId=00-999')).toEqual(
      NOT_FOUND('未找到该体检中心，请重新选择'),
    );
    expect(await get('/center-service/v1/special_package/list?sysCenterId=abc')).toEqual(
      INVALID('体检中心编号不正确'),
    );
    expect(await get('/center-service/v1/special_package/list')).toEqual(INVALID('请选择体检中心'));
  });
});

describe('a special package', () => {
  it('gives its summary, items, who it suits, what to know, validity and price', async () => {
    const answer = await detail('SP-1-WOMEN');
    expect(answer).toEqual({
      id: 'SP-1-WOMEN',
      sysCenterId: '00-1',
      sysCenterName: '北京朝阳健康体检中心',
      name: '女性两癌筛查',
      price: 68_000,
      originalPrice: 88_000,
      summary: expect.stringContaining('HPV'),
      itemCount: 4,
      items: ['HPV分型检测（23型）', '液基薄层细胞学检查（TCT）', '乳腺彩色多普勒超声', '妇科检查'],
      suitableFor: expect.stringContaining('女性'),
      notice: expect.stringContaining('避开月经期'),
      imageUrl: '',
      validityDays: 365,
      onSale: true,
    });
    // Fasting and before-the-exam notes of the others, as the seed writes them.
    expect((await detail('SP-1-HEART')).notice).toContain('空腹');
    expect((await detail('SP-1-HP')).notice).toContain('检查前');
  });

  it('still opens once taken off sale, saying so', async () => {
    expect(await detail('SP-1-BONE')).toMatchObject({ name: '骨密度检测', onSale: false });
  });

  it('answers not found for an unknown id and refuses what is no id', async () => {
    expect(await get('/center-service/v1/special_package/detail/SP-NOPE')).toEqual(
      NOT_FOUND('未找到该专项体检'),
    );
    expect(await get(`/center-service/v1/special_package/detail/${'x'.repeat(41)}`)).toEqual(
      INVALID('专项体检编号不正确'),
    );
    expect(await get(`/center-service/v1/special_package/detail/${encodeURIComponent('SP 1;')}`)).toEqual(
      INVALID('专项体检编号不正确'),
    );
  });

  it('needs no login: no session, or a dead token, reads the same', async () => {
    const anonymous = await get('/center-service/v1/special_package/list?sysCenterId=00-1');
    const deadToken = await get('/center-service/v1/special_package/list?sysCenterId=00-1', {
      token: 'not-a-session',
    });
    expect(anonymous.error_code).toBe('000000');
    expect(deadToken).toEqual(anonymous);
    expect(
      (await get('/center-service/v1/special_package/detail/SP-16-HP', { token: 'not-a-session' }))
        .error_code,
    ).toBe('000000');
  });
});

describe('what the purchases module charges from', () => {
  it('reads the package past the cache, and only while it is on sale', async () => {
    await list('00-1');
    await server.db
      .update(specialPackages)
      .set({ price: fen(16_000) })
      .where(eq(specialPackages.id, 'SP-1-HP'));
    try {
      expect((await server.app.specialPackages.forSale('SP-1-HP')).price).toBe(16_000);
      await expect(server.app.specialPackages.forSale('SP-1-BONE')).rejects.toMatchObject({
        code: 'not,found',
        message: '未找到该专项体检',
      });
      await expect(server.app.specialPackages.forSale('SP-NOPE')).rejects.toMatchObject({
        code: 'not,found',
      });
    } finally {
      await edit('SP-1-HP', { price: fen(15_000) });
    }
  });
});

describe('the demo special packages', () => {
  it('seed again without duplicating, and put edited rows back', async () => {
    await server.db
      .update(specialPackages)
      .set({ name: '改过的名字' })
      .where(eq(specialPackages.id, 'SP-16-HP'));
    await seedSpecialPackages(server.db);
    await seedSpecialPackages(server.db);
    const [{ n }] = (await server.db.select({ n: count() }).from(specialPackages)) as [{ n: number }];
    expect(n).toBe(DEMO_SPECIAL_PACKAGES.length);
    const [row] = await server.db.select().from(specialPackages).where(eq(specialPackages.id, 'SP-16-HP'));
    expect(row?.name).toBe('幽门螺杆菌呼气检测');
  });
});
