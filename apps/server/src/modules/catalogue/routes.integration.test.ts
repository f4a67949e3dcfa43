import {
  catalogueOf,
  type ProductDetail,
  type ProductSummary,
  type ProjectData,
  type ProjectMerge,
} from '@tijian/contract';
import {
  type CatalogueIndex,
  checkProject,
  type ExamineeProfile,
  type Fen,
  indexCatalogue,
  materialFee,
  newPlan,
  PRICE_RANGES,
  type PricingRule,
  type Project,
  parseCountList,
  priceSummary,
  type Recommendations,
  type UpgradeRule,
} from '@tijian/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { packageItems, products, projects, recommendRules } from './schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db);
});
afterAll(async () => {
  await server.close();
});

const get = async (url: string) => (await server.app.inject({ method: 'GET', url })).json();
const data = async <T>(url: string): Promise<T> => {
  const body = await get(url);
  expect(body, url).toMatchObject({ error_code: '000000', error: '' });
  return body.data as T;
};
const refused = (error: string) => ({ error_code: 'param,invalid', error, data: null });

const projectData = (centre: string) =>
  data<ProjectData>(`/m/center-service/v1/project/list?sysCenterId=${centre}`);
const productList = (centre: string, query = '') =>
  data<ProductSummary[]>(`/m/center-service/v1/product/list?sysCenterId=${centre}${query}`);
const productDetail = (id: string) => data<ProductDetail>(`/m/center-service/v1/product/${id}`);
const baseProjects = (centre: string, e: ExamineeProfile) =>
  data<Recommendations>(
    `/m/center-service/v1/project/base?sysCenterId=${centre}&sexCode=${e.sexCode}&marryStateCode=${e.marryStateCode}&age=${e.age}`,
  );

/** The centre's catalogue as the web assembles it from the endpoints, indexed by the domain. */
async function webCatalogue(centre: string): Promise<CatalogueIndex> {
  const [pd, merge, rules, upgrades] = await Promise.all([
    projectData(centre),
    data<ProjectMerge>(`/m/platform/projectmapping/projectmerge.json?sysCenterId=${centre}`),
    data<PricingRule[]>(`/m/center-service/v1/project/pricing_rules/${centre}`),
    data<UpgradeRule[]>(`/m/center-service/v1/price/upgrades/${centre}`),
  ]);
  return indexCatalogue(catalogueOf(pd, merge, rules, upgrades));
}

const CENTRES = [
  '00-1',
  '00-16',
  '00-85',
  '00-02',
  '00-07',
  '00-30',
  '00-7',
  '00-62',
  '00-59',
  '00-3',
  '00-76',
  '00-77',
  '00-21',
  '00-22',
  '00-31',
  '00-32',
];

describe('project data (/center-service/v1/project/list)', () => {
  it('lists at least 120 items in classes, in class order, with the choose-one tree and consumables', async () => {
    const pd = await projectData('00-1');
    const visible = pd.projectList.filter((p) => p.visible === 1);
    expect(visible.length).toBeGreaterThanOrEqual(120);
    expect(pd.projectClassList.map((c) => c.itemName)).toEqual(
      expect.arrayContaining([
        '一般检查',
        '血液检查',
        '尿便检查',
        '生化检查',
        '肿瘤标志物',
        '影像检查',
        '超声检查',
        '心血管检查',
        '妇科检查',
        '男科检查',
        '内镜检查',
        '眼耳鼻喉',
        '口腔检查',
        '骨密度',
        '基因/特殊筛查',
      ]),
    );
    const rowOf = new Map(pd.projectClassList.map((c) => [c.id, c.rowIndex]));
    const rows = pd.projectList.map((p) => rowOf.get(p.classId) ?? Number.NaN);
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
    expect(pd.projectListTree).toEqual(
      expect.arrayContaining([
        { id: 'GAS', children: ['GAS-PLAIN', 'GAS-PAINLESS'] },
        { id: 'COL', children: ['COL-PLAIN', 'COL-PAINLESS'] },
      ]),
    );
    expect(pd.materialList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'M-NEEDLE', item: '一次性采血针', recalculate: 0 }),
        expect.objectContaining({ id: 'M-TUBE', item: '真空采血管', recalculate: 1 }),
        expect.objectContaining({ id: 'M-GAS-KIT', item: '胃镜耗材包' }),
      ]),
    );
    expect(pd).toMatchObject({ showPrice: '1', materialFeeProjectId: null });
  });

  it('carries the fixed items the rules rely on', async () => {
    const pd = await projectData('00-1');
    const byId = new Map(pd.projectList.map((p) => [p.id, p]));
    const item = (id: string) => byId.get(id) as Project;
    expect(item('C13')).toMatchObject({ item: '碳13呼气试验', mutexId: ['C14'] });
    expect(item('C14')).toMatchObject({ item: '碳14呼气试验', mutexId: ['C13'] });
    expect(item('DR-CHEST')).toMatchObject({ item: '胸部DR正位片', mutexId: ['CT-CHEST'], star: 5 });
    expect(item('CT-CHEST')).toMatchObject({
      item: '胸部低剂量螺旋CT',
      mutexId: ['DR-CHEST'],
      addWarning: '1',
    });
    expect(item('CT-CHEST').warningInfo).toContain('孕妇及备孕人群禁做');
    expect(item('GAS')).toMatchObject({ item: '胃镜检查', typable: 1, parentId: null });
    expect(item('GAS-PLAIN')).toMatchObject({ item: '普通胃镜', parentId: 'GAS', mutexId: ['GAS-PAINLESS'] });
    expect(item('GAS-PAINLESS')).toMatchObject({
      item: '无痛胃镜',
      parentId: 'GAS',
      mutexId: ['GAS-PLAIN'],
      relationships: ['ANES-ASSESS'],
      fastingCheck: 1,
      price: 120_000,
    });
    expect(item('COL')).toMatchObject({ typable: 1 });
    expect(item('COL-PAINLESS')).toMatchObject({ parentId: 'COL', relationships: ['ANES-ASSESS'] });
    expect(item('COL-PLAIN')).toMatchObject({ parentId: 'COL', mutexId: ['COL-PAINLESS'] });
    expect(item('ANES-ASSESS')).toMatchObject({ item: '麻醉评估', visible: 0 });
    expect(item('LIVER')).toMatchObject({ item: '肝功能（八项）', fastingCheck: 1, price: 6000, star: 5 });
    expect(item('KIDNEY')).toMatchObject({ fastingCheck: 1 });
    expect(item('BLOOD-RT')).toMatchObject({ item: '血常规（五分类）', price: 2500 });
    expect(item('US-ABD')).toMatchObject({ fastingCheck: 1 });
    expect(item('TCT')).toMatchObject({ sex: 'female', marriage: 'married' });
    expect(item('HPV')).toMatchObject({ sex: 'female', marriage: 'married' });
    expect(item('PSA')).toMatchObject({ sex: 'male', marriage: 'any' });
    // What the pre-exam eligibility rules read: the kind of examination, as data on the item.
    expect(item('CT-CHEST').examTags).toEqual(['ct']);
    expect(item('DR-CHEST').examTags).toEqual(['xray']);
    expect(item('MG').examTags).toEqual(['mammography']);
    expect(item('MRI-HEAD').examTags).toEqual(['mri']);
    expect(item('TCT').examTags).toEqual(['gynaecology']);
    expect(item('URINE-RT').examTags).toEqual(['urine']);
    expect(item('BLOOD-RT').examTags).toEqual([]);
    // Two more exclusive pairs besides the breath tests, the chest images and the endoscopies.
    expect(item('US-GYN').mutexId).toEqual(['US-TVS']);
    expect(item('BMD-US').mutexId).toEqual(['BMD-DXA']);
    // Every exclusion is listed on both sides, and every relation names an item of the centre.
    for (const p of pd.projectList) {
      for (const other of p.mutexId) expect(item(other).mutexId, `${p.id} ↔ ${other}`).toContain(p.id);
      for (const required of p.relationships) expect(byId.has(required), required).toBe(true);
      if (p.parentId) expect(item(p.parentId).typable).toBe(1);
      expect(p.inspectionSignificance, p.id).not.toBe('');
    }
    expect(pd.projectList.filter((p) => p.addWarning === '1').length).toBeGreaterThanOrEqual(3);
  });

  it('prices vary a little between centres; the ids are the same everywhere', async () => {
    const [a, b] = await Promise.all([projectData('00-1'), projectData('00-07')]);
    expect(b.projectList.map((p) => p.id).filter((id) => id !== 'MF-0077')).toEqual(
      a.projectList.map((p) => p.id),
    );
    const price = (pd: ProjectData, id: string) => pd.projectList.find((p) => p.id === id)?.price ?? 0;
    expect(price(b, 'CT-CHEST')).toBeGreaterThan(price(a, 'CT-CHEST'));
    expect(price(b, 'CT-CHEST') / price(a, 'CT-CHEST')).toBeLessThan(1.3);
  });

  it('00-59 hides item prices; 00-77 charges consumables as its fixed, hidden 材料费 item', async () => {
    expect((await projectData('00-59')).showPrice).toBe('0');
    const pd = await projectData('00-77');
    expect(pd.materialFeeProjectId).toBe('MF-0077');
    expect(pd.projectList.find((p) => p.id === 'MF-0077')).toMatchObject({
      item: '材料费',
      delectable: '0',
      visible: 0,
    });
    expect((await projectData('00-1')).projectList.some((p) => p.id === 'MF-0077')).toBe(false);
  });

  it('has a catalogue at every centre, including 00-3 and 00-02 which have no self-chosen items', async () => {
    for (const centre of CENTRES) {
      const [pd, list] = await Promise.all([projectData(centre), productList(centre)]);
      expect(pd.projectList.length, centre).toBeGreaterThanOrEqual(120);
      expect(list.length, centre).toBeGreaterThanOrEqual(15);
    }
  });
});

describe('project merge, pricing rules and upgrades', () => {
  it('lists what each item needs of the consumables as id*count', async () => {
    const { relationList } = await data<ProjectMerge>(
      '/m/platform/projectmapping/projectmerge.json?sysCenterId=00-1',
    );
    const of = (id: string) => relationList.find((r) => r.projectId === id)?.relationIds;
    expect(of('BLOOD-RT')).toBe('M-NEEDLE*1,M-TUBE*1');
    expect(of('COAG')).toBe('M-NEEDLE*1,M-TUBE*2');
    expect(of('GAS-PAINLESS')).toBe('M-GAS-KIT*1');
    const materials = new Set((await projectData('00-1')).materialList.map((m) => m.id));
    for (const r of relationList) {
      for (const { id } of parseCountList(r.relationIds)) expect(materials.has(id), id).toBe(true);
    }
  });

  it('prices liver and kidney function cheaper together, and every rule adds up', async () => {
    const rules = await data<
      { id: string; price: number; subList: { projectId: string; price: number }[] }[]
    >('/m/center-service/v1/project/pricing_rules/00-1');
    expect(rules.length).toBeGreaterThanOrEqual(4);
    const pd = await projectData('00-1');
    const listPrice = (id: string) => pd.projectList.find((p) => p.id === id)?.price ?? Number.NaN;
    const liverKidney = rules.find((r) => r.id === 'R-LIVER-KIDNEY');
    expect(liverKidney?.subList.map((s) => s.projectId)).toEqual(['LIVER', 'KIDNEY']);
    for (const rule of rules) {
      const sum = rule.subList.reduce((n, s) => n + s.price, 0);
      expect(rule.price, rule.id).toBe(sum);
      const separately = rule.subList.reduce((n, s) => n + listPrice(s.projectId), 0);
      expect(rule.price, rule.id).toBeLessThan(separately);
    }
  });

  it('lists at least four upgrade rules over several match types, naming items of the centre', async () => {
    const upgrades = await data<
      { id: string; matchType: number; minValue: number; maxValue: number; upgradeExpress: string }[]
    >('/m/center-service/v1/price/upgrades/00-1');
    expect(upgrades.length).toBeGreaterThanOrEqual(4);
    expect(new Set(upgrades.map((u) => u.matchType)).size).toBeGreaterThanOrEqual(3);
    expect(upgrades.find((u) => u.id === 'U-CT-CHEST')).toMatchObject({
      matchType: 3,
      minValue: 80_000,
      maxValue: 150_000,
      upgradeExpress: 'CT-CHEST*1',
    });
    const ids = new Set((await projectData('00-1')).projectList.map((p) => p.id));
    for (const u of upgrades)
      for (const { id } of parseCountList(u.upgradeExpress)) expect(ids.has(id), id).toBe(true);
  });
});

describe('base projects and recommendations (/center-service/v1/project/base)', () => {
  const all = (r: Recommendations) => [
    ...r.basePackagePros,
    ...r.rulePackagePros,
    ...r.lastRulePackagePros,
    ...r.thoroughRulePackagePros,
  ];

  it('gives a young man the base pack with a chest X-ray and no women’s or age-bound items', async () => {
    const r = await baseProjects('00-1', { sexCode: 'male', marryStateCode: 'unmarried', age: 30 });
    expect(r.basePackagePros).toEqual(
      expect.arrayContaining([
        'GEN-BASIC',
        'BLOOD-RT',
        'URINE-RT',
        'LIVER',
        'KIDNEY',
        'LIPID',
        'GLU',
        'ECG',
        'US-ABD',
        'DR-CHEST',
        'UA',
      ]),
    );
    expect(r.rulePackagePros).toEqual(expect.arrayContaining(['US-THYROID']));
    for (const absent of ['CT-CHEST', 'US-GYN', 'TCT', 'HPV', 'PSA', 'AFP', 'US-PROSTATE', 'GAS-PAINLESS'])
      expect(all(r), absent).not.toContain(absent);
  });

  it('adds tumour markers, carotid ultrasound, PSA and a low-dose CT for a man of 50', async () => {
    const r = await baseProjects('00-1', { sexCode: 'male', marryStateCode: 'married', age: 50 });
    expect(r.basePackagePros).toEqual(expect.arrayContaining(['CT-CHEST', 'US-PROSTATE']));
    expect(r.basePackagePros).not.toContain('DR-CHEST');
    expect(r.rulePackagePros).toEqual(expect.arrayContaining(['AFP', 'CEA', 'US-CAROTID', 'PSA', 'FPSA']));
    expect(r.lastRulePackagePros).toEqual(expect.arrayContaining(['HCY', 'C13', 'US-HEART']));
    expect(r.thoroughRulePackagePros).toEqual(expect.arrayContaining(['GAS-PAINLESS', 'COL-PAINLESS']));
    for (const absent of ['TCT', 'US-GYN', 'MG']) expect(all(r), absent).not.toContain(absent);
  });

  it('changes from the chest X-ray to the CT between 49 and 50', async () => {
    const at49 = await baseProjects('00-1', { sexCode: 'female', marryStateCode: 'married', age: 49 });
    const at50 = await baseProjects('00-1', { sexCode: 'female', marryStateCode: 'married', age: 50 });
    expect(at49.basePackagePros).toContain('DR-CHEST');
    expect(at49.basePackagePros).not.toContain('CT-CHEST');
    expect(at50.basePackagePros).toContain('CT-CHEST');
    expect(at50.basePackagePros).not.toContain('DR-CHEST');
  });

  it('recommends cervical screening and breast ultrasound to married women only', async () => {
    const married = await baseProjects('00-1', { sexCode: 'female', marryStateCode: 'married', age: 35 });
    expect(married.basePackagePros).toContain('US-GYN');
    expect(married.rulePackagePros).toEqual(expect.arrayContaining(['TCT', 'HPV', 'US-BREAST', 'GYN-EXAM']));
    const single = await baseProjects('00-1', { sexCode: 'female', marryStateCode: 'unmarried', age: 35 });
    expect(single.basePackagePros).toContain('US-GYN');
    for (const absent of ['TCT', 'HPV', 'GYN-EXAM', 'LEUCORRHEA', 'UA', 'PSA'])
      expect(all(single), absent).not.toContain(absent);
    const older = await baseProjects('00-1', { sexCode: 'female', marryStateCode: 'married', age: 45 });
    expect(older.lastRulePackagePros).toEqual(expect.arrayContaining(['MG', 'CA125', 'CA153']));
  });

  it('only ever recommends visible items for the examinee’s sex and marital status, each once', async () => {
    const pd = await projectData('00-1');
    const byId = new Map(pd.projectList.map((p) => [p.id, p]));
    for (const sexCode of ['male', 'female'] as const) {
      for (const marryStateCode of ['married', 'unmarried'] as const) {
        for (const age of [1, 18, 30, 41, 46, 60, 120]) {
          const ids = all(await baseProjects('00-1', { sexCode, marryStateCode, age }));
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of ids) {
            const p = byId.get(id) as Project;
            expect(p.visible, id).toBe(1);
            expect(['common', sexCode], id).toContain(p.sex);
            if (marryStateCode === 'unmarried') expect(p.marriage, id).toBe('any');
          }
          expect(ids).not.toContain('ANES-ASSESS');
        }
      }
    }
  });

  it('shows each group’s items with its stars: base 5, must 4, precise 3, in-depth 2', async () => {
    const pd = await projectData('00-1');
    const star = new Map(pd.projectList.map((p) => [p.id, p.star]));
    const r = await baseProjects('00-1', { sexCode: 'female', marryStateCode: 'married', age: 55 });
    const groups = [
      [r.basePackagePros, 5],
      [r.rulePackagePros, 4],
      [r.lastRulePackagePros, 3],
      [r.thoroughRulePackagePros, 2],
    ] as const;
    for (const [ids, stars] of groups) {
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(star.get(id), id).toBe(stars);
    }
    for (const p of pd.projectList) if (p.recommendable === 1) expect(p.star, p.id).toBeGreaterThanOrEqual(2);
  });

  it('refuses a missing or malformed examinee with a Chinese message', async () => {
    const url = (q: string) => `/m/center-service/v1/project/base?sysCenterId=00-1${q}`;
    expect(await get(url('&marryStateCode=married&age=30'))).toEqual(refused('请选择性别'));
    expect(await get(url('&sexCode=x&marryStateCode=married&age=30'))).toEqual(refused('请选择性别'));
    expect(await get(url('&sexCode=male&marryStateCode=single&age=30'))).toEqual(refused('请选择婚姻状况'));
    expect(await get(url('&sexCode=male&marryStateCode=married'))).toEqual(refused('请输入年龄'));
    expect(await get(url('&sexCode=male&marryStateCode=married&age=3.5'))).toEqual(refused('年龄应为整数'));
    expect(await get(url('&sexCode=male&marryStateCode=married&age=0'))).toEqual(
      refused('年龄应在1-120之间'),
    );
    expect(await get(url('&sexCode=male&marryStateCode=married&age=121'))).toEqual(
      refused('年龄应在1-120之间'),
    );
  });
});

describe('materials fee (/order/getOrderMaterialsFee.json)', () => {
  const fee = (centre: string, codes: string) =>
    get(`/m/order/getOrderMaterialsFee.json?sysCenterId=${centre}&combCodes=${encodeURIComponent(codes)}`);

  it('charges the needle once and the tubes by the most any item needs, at 00-77 as the domain does', async () => {
    const ids = ['BLOOD-RT', 'LIVER', 'COAG', 'GAS-PAINLESS', 'ANES-ASSESS', 'URINE-RT', 'STOOL-RT'];
    const body = await fee('00-77', ids.join(';'));
    // needle ¥2 + 2 tubes × ¥1.5 + gastroscopy kit ¥60 + one cup ¥2 (urine and stool share it)
    expect(body).toEqual({
      error_code: '000000',
      error: '',
      data: { success: true, returnData: { price: 6700 } },
    });
    const ix = await webCatalogue('00-77');
    expect(body.data.returnData.price).toBe(materialFee(ix, ids));
  });

  it('answers 0 for items that need no consumables', async () => {
    expect((await fee('00-1', 'GEN-BASIC;EYE-ROUTINE')).data.returnData.price).toBe(0);
  });

  it('refuses ids outside the centre’s catalogue, malformed lists and no list', async () => {
    expect(await fee('00-1', 'BLOOD-RT;NOPE')).toEqual(refused('项目编号不正确'));
    expect(await fee('00-1', 'MF-0077')).toEqual(refused('项目编号不正确'));
    expect(await fee('00-1', 'BLOOD-RT;;LIVER')).toEqual(refused('项目编号不正确'));
    expect(await fee('00-1', "BLOOD-RT' or 1=1")).toEqual(refused('项目编号不正确'));
    expect(await get('/m/order/getOrderMaterialsFee.json?sysCenterId=00-1')).toEqual(
      refused('请选择体检项目'),
    );
  });
});

describe('classify list (/center-service/v1/project/classify/list)', () => {
  it('lists the check types that have packages, in the spec’s order, with Chinese names and counts', async () => {
    const list = await data<{ code: string; name: string; count: number }[]>(
      '/m/center-service/v1/project/classify/list?sysCenterId=00-1',
    );
    expect(list.map((c) => [c.code, c.name])).toEqual([
      ['general', '常规体检'],
      ['civilServant', '公务员体检'],
      ['cream', '青年体检'],
      ['pet_ct', '中年体检'],
      ['older', '老年体检'],
      ['chronic', '慢病体检'],
      ['gravida', '孕前体检'],
      ['women', '女性体检'],
      ['children', '功能医学'],
      ['newEmployee', '入职体检'],
      ['driver', '驾驶员体检'],
      ['other', '其他'],
    ]);
    for (const entry of list) {
      expect(entry.count, entry.code).toBe((await productList('00-1', `&typeId=${entry.code}`)).length);
    }
    const guangzhou = await data<{ code: string; name: string }[]>(
      '/m/center-service/v1/project/classify/list?sysCenterId=00-7',
    );
    expect(guangzhou[0]).toEqual({ code: 'covid', name: '新冠检测', count: 1 });
  });
});

describe('product list (/center-service/v1/product/list)', () => {
  it('lists the centre’s packages priced through the domain: list price, discounted price', async () => {
    const list = await productList('00-1');
    expect(list.length).toBeGreaterThanOrEqual(15);
    const pd = await projectData('00-1');
    const price = new Map(pd.projectList.map((p) => [p.id, p.price]));
    for (const summary of list) {
      const detail = await productDetail(summary.id);
      const sum = detail.packageProjects.reduce((n, pp) => n + (price.get(pp.projectId) ?? 0), 0);
      expect(summary.price, summary.id).toBe(sum);
      expect(summary.discountPriceTotal, summary.id).toBe(Math.floor((sum * summary.discount) / 100));
      expect(summary.projectCount).toBe(detail.packageProjects.length);
      expect(summary.picUrl).toMatch(/^\/images\/package-[a-z]+\.svg$/);
      expect(summary.suitable).not.toBe('');
    }
    expect(list.filter((p) => p.discount < 100).length).toBeGreaterThanOrEqual(3);
    expect(list.some((p) => p.discountPriceTotal < 50_000)).toBe(true);
    expect(list.some((p) => p.discountPriceTotal > 300_000)).toBe(true);
  });

  it('filters by check type, and by sex keeping the packages for everyone', async () => {
    const all = await productList('00-1');
    const gravida = await productList('00-1', '&typeId=gravida');
    expect(gravida.map((p) => p.id)).toEqual(['00-1-GRAVIDA-F', '00-1-GRAVIDA-M']);
    const male = await productList('00-1', '&sexId=male');
    expect(male.map((p) => p.id)).toEqual(all.filter((p) => p.sex !== 'female').map((p) => p.id));
    expect(male.map((p) => p.id)).toEqual(expect.arrayContaining(['00-1-YOUTH-M', '00-1-BASIC']));
    const female = await productList('00-1', '&sexId=female');
    expect(female.map((p) => p.id)).toEqual(all.filter((p) => p.sex !== 'male').map((p) => p.id));
    expect(female.map((p) => p.id)).toContain('00-1-WOMEN');
    const common = await productList('00-1', '&sexId=common');
    expect(common.every((p) => p.sex === 'common')).toBe(true);
    expect(common.length).toBe(all.filter((p) => p.sex === 'common').length);
  });

  it('filters by price range on the discounted price; the ranges share out every package', async () => {
    const all = await productList('00-1');
    let total = 0;
    const nonEmpty: string[] = [];
    for (const range of PRICE_RANGES) {
      const list = await productList('00-1', `&priceRange=${range.code}`);
      total += list.length;
      if (list.length) nonEmpty.push(range.code);
      for (const p of list) {
        expect(p.discountPriceTotal, p.id).toBeGreaterThanOrEqual(range.min);
        if (range.max !== null) expect(p.discountPriceTotal, p.id).toBeLessThan(range.max);
      }
    }
    expect(total).toBe(all.length);
    expect(nonEmpty).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('filters topic packages from the general ones, and combines filters', async () => {
    const topic = await productList('00-1', '&planTypeCode=topic');
    expect(topic.map((p) => p.packageName)).toEqual(
      expect.arrayContaining(['肺癌筛查专项', '消化道肿瘤筛查专项']),
    );
    expect(topic.every((p) => p.planTypeCode === 'topic')).toBe(true);
    const general = await productList('00-1', '&planTypeCode=general');
    expect(topic.length + general.length).toBe((await productList('00-1')).length);
    const both = await productList('00-1', '&typeId=pet_ct&planTypeCode=general&sexId=female&priceRange=4');
    expect(both.map((p) => p.id)).toEqual(['00-1-MID-F']);
  });

  it('marks two promoted packages at 00-02 and none elsewhere', async () => {
    expect((await productList('00-02')).filter((p) => p.promotion === 1).map((p) => p.id)).toEqual([
      '00-02-BASIC',
      '00-02-WOMEN',
    ]);
    expect((await productList('00-1')).some((p) => p.promotion === 1)).toBe(false);
  });

  it('refuses unknown filter values with a Chinese message', async () => {
    const url = (q: string) => `/m/center-service/v1/product/list?sysCenterId=00-1${q}`;
    expect(await get(url('&typeId=vip'))).toEqual(refused('体检类型不正确'));
    expect(await get(url('&sexId=both'))).toEqual(refused('性别不正确'));
    expect(await get(url('&priceRange=8'))).toEqual(refused('价格区间不正确'));
    expect(await get(url('&planTypeCode=special'))).toEqual(refused('套餐类型不正确'));
  });
});

describe('product detail (/center-service/v1/product/:productId)', () => {
  it('gives a package its items in class order, with the DR chest film swappable for the CT', async () => {
    const basic = await productDetail('00-1-BASIC');
    const pd = await projectData('00-1');
    const position = new Map(pd.projectList.map((p, i) => [p.id, i]));
    const listed = basic.projects.map((p) => position.get(p.id) ?? -1);
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
    expect(basic.projects.map((p) => p.id).sort()).toEqual(
      basic.packageProjects.map((pp) => pp.projectId).sort(),
    );
    const price = (id: string) => pd.projectList.find((p) => p.id === id)?.price ?? 0;
    expect(basic.packageProjects.find((pp) => pp.projectId === 'DR-CHEST')).toEqual({
      projectId: 'DR-CHEST',
      packable: 'x',
      priceDifference: { 'CT-CHEST': price('CT-CHEST') - price('DR-CHEST') },
    });
    expect(basic.packageProjects.filter((pp) => pp.packable === '1').length).toBe(basic.projectCount - 1);
    expect(basic.notes).not.toBe('');
    expect(basic.packageProjects.some((pp) => pp.projectId.startsWith('GAS'))).toBe(false);
  });

  it('has women-only and topic packages, and the digestive topic brings its anaesthesia assessment', async () => {
    expect(await productDetail('00-1-WOMEN')).toMatchObject({ sex: 'female', typeId: 'women' });
    const gi = await productDetail('00-1-TOPIC-GI');
    expect(gi).toMatchObject({ planTypeCode: 'topic', packageName: '消化道肿瘤筛查专项' });
    expect(gi.packageProjects.map((pp) => pp.projectId)).toEqual(
      expect.arrayContaining(['GAS-PAINLESS', 'COL-PAINLESS', 'ANES-ASSESS']),
    );
    expect((await productDetail('00-3-BASIC')).sysCenterId).toBe('00-3');
  });

  it('answers not,found for an unknown package and param,invalid for a malformed id', async () => {
    expect(await get('/m/center-service/v1/product/00-1-NOPE')).toEqual({
      error_code: 'not,found',
      error: '未找到该套餐',
      data: null,
    });
    expect(await get(`/m/center-service/v1/product/${'A'.repeat(41)}`)).toEqual(refused('套餐编号不正确'));
    expect(await get(`/m/center-service/v1/product/${encodeURIComponent('00-1 BASIC')}`)).toEqual(
      refused('套餐编号不正确'),
    );
  });
});

describe('the seeded catalogue works with the domain’s rules', () => {
  it('lets a person add painless gastroscopy to the basic package, with its assessment and kit', async () => {
    const ix = await webCatalogue('00-1');
    const basic = await productDetail('00-1-BASIC');
    const plan = newPlan(ix, { product: basic });
    const result = checkProject(ix, plan, 'GAS-PAINLESS');
    expect(result).toMatchObject({
      kind: 'ok',
      added: expect.arrayContaining(['GAS-PAINLESS', 'ANES-ASSESS']),
    });
    if (result.kind !== 'ok') return;
    const summary = priceSummary(ix, result.plan);
    expect(summary.productPrice).toBe(basic.discountPriceTotal);
    expect(summary.customPrice).toBe(120_000 + 10_000);
    expect(summary.materials.map((m) => m.material.id)).toContain('M-GAS-KIT');
  });

  it('swaps the package’s chest film for the CT at the listed difference', async () => {
    const ix = await webCatalogue('00-1');
    const basic = await productDetail('00-1-BASIC');
    const result = checkProject(ix, newPlan(ix, { product: basic }), 'CT-CHEST');
    expect(result.kind).toBe('ok');
    if (result.kind !== 'ok') return;
    expect(result.plan.replaced).toEqual({ 'DR-CHEST': 'CT-CHEST' });
    const chest = basic.packageProjects.find((pp) => pp.projectId === 'DR-CHEST');
    expect(priceSummary(ix, result.plan).replacePrice).toBe(chest?.priceDifference['CT-CHEST'] as Fen);
  });

  it('prices liver and kidney together at the combination price on the custom path', async () => {
    const ix = await webCatalogue('00-1');
    const summary = priceSummary(ix, newPlan(ix, { base: ['LIVER', 'KIDNEY'] }));
    expect(summary.appliedRules).toEqual(['R-LIVER-KIDNEY']);
    expect(summary.customPrice).toBe(8800);
  });

  it('refers only to items of the centre, in every package of every centre', async () => {
    for (const centre of CENTRES) {
      const ids = new Set((await projectData(centre)).projectList.map((p) => p.id));
      for (const summary of await productList(centre)) {
        const detail = await productDetail(summary.id);
        expect(detail.sysCenterId).toBe(centre);
        for (const pp of detail.packageProjects) {
          expect(ids.has(pp.projectId), `${summary.id} ${pp.projectId}`).toBe(true);
          for (const alt of Object.keys(pp.priceDifference)) expect(ids.has(alt), alt).toBe(true);
        }
      }
    }
  });
});

describe('centres without a catalogue', () => {
  const urls = (centre: string) => [
    `/m/center-service/v1/project/list?sysCenterId=${centre}`,
    `/m/platform/projectmapping/projectmerge.json?sysCenterId=${centre}`,
    `/m/center-service/v1/project/pricing_rules/${centre}`,
    `/m/center-service/v1/price/upgrades/${centre}`,
    `/m/center-service/v1/project/base?sysCenterId=${centre}&sexCode=male&marryStateCode=married&age=30`,
    `/m/order/getOrderMaterialsFee.json?sysCenterId=${centre}&combCodes=BLOOD-RT`,
    `/m/center-service/v1/project/classify/list?sysCenterId=${centre}`,
    `/m/center-service/v1/product/list?sysCenterId=${centre}`,
  ];

  it('asks to choose a centre for 00-0', async () => {
    for (const url of urls('00-0')) expect(await get(url), url).toEqual(refused('请先选择体检中心'));
  });

  it('answers not,found for an unknown centre and param,invalid for a malformed id', async () => {
    for (const url of urls('00-999')) {
      expect(await get(url), url).toEqual({
        error_code: 'not,found',
        error: '未找到该体检中心，请重新选择',
        data: null,
      });
    }
    for (const url of urls('abc')) expect(await get(url), url).toEqual(refused('体检中心编号不正确'));
    expect(await get('/m/center-service/v1/product/list')).toEqual(refused('请选择体检中心'));
  });
});

describe('catalogue seed', () => {
  it('is idempotent: seeding again duplicates nothing', async () => {
    const countRows = async () => ({
      projects: (await server.db.select({ n: count() }).from(projects))[0]?.n,
      products: (await server.db.select({ n: count() }).from(products))[0]?.n,
      items: (await server.db.select({ n: count() }).from(packageItems))[0]?.n,
      rules: (await server.db.select({ n: count() }).from(recommendRules))[0]?.n,
    });
    const before = await countRows();
    expect(before.products).toBeGreaterThanOrEqual(16 * 15);
    await seedDemoData(server.db);
    expect(await countRows()).toEqual(before);
  });
});
