import type { knowledge as contract, ProjectData } from '@tijian/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { knowledgeArticles, knowledgeColumns } from './schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

const get = async (url: string) => (await server.app.inject({ method: 'GET', url: `/m${url}` })).json();
const data = async <T>(url: string): Promise<T> => {
  const body = await get(url);
  expect(body, url).toMatchObject({ error_code: '000000', error: '' });
  return body.data as T;
};
const article = (id: string | number) =>
  get(`/assess-service/v1/knowledge/getKnowledgeById?id=${encodeURIComponent(String(id))}`);
const rowCounts = async () => ({
  columns: (await server.db.select({ n: count() }).from(knowledgeColumns))[0]?.n,
  articles: (await server.db.select({ n: count() }).from(knowledgeArticles))[0]?.n,
});

const NOT_FOUND = (error: string) => ({ error_code: 'not,found', error, data: null });
const INVALID = (error: string) => ({ error_code: 'param,invalid', error, data: null });

describe('health knowledge articles', () => {
  it('answers an article with its survey, cause, suggestion, kind and column, to anyone', async () => {
    const body = await article(101);
    expect(body).toMatchObject({ error_code: '000000', error: '' });
    const knowledge = body.data as contract.Knowledge;
    expect(knowledge).toEqual({
      id: 101,
      name: '认识高血压',
      mIndex: 0,
      columnId: 1,
      columnName: '高血压',
      survey: expect.stringContaining('收缩压≥140 mmHg'),
      cause: expect.stringContaining('原发性高血压'),
      suggestion: expect.stringContaining('不要自行服药'),
    });
    expect(((await article(102)).data as contract.Knowledge).mIndex).toBe(1);
    expect(((await article(203)).data as contract.Knowledge).mIndex).toBe(2);
  });

  it('answers an unknown id with the Chinese not-found error, and changes nothing', async () => {
    const before = await rowCounts();
    expect(await article(999_999)).toEqual(NOT_FOUND('未找到该健康科普'));
    expect(await rowCounts()).toEqual(before);
    // A known article still answers after the miss: the failure was not remembered in its place.
    expect((await article(101)).error_code).toBe('000000');
  });

  it('refuses what is no article id with a clear Chinese error, never a 500', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '']) {
      expect(await article(bad), bad).toEqual(INVALID('健康科普编号不正确'));
    }
    expect(await get('/assess-service/v1/knowledge/getKnowledgeById')).toEqual(INVALID('健康科普编号不正确'));
  });
});

describe('disease columns', () => {
  it('lists the eight demo conditions in order, each with its article count', async () => {
    const { list } = await data<contract.DiseaseColumnList>('/assess-service/v1/knowledge/column/list');
    expect(list.map((c) => c.name)).toEqual([
      '高血压',
      '糖尿病',
      '血脂异常',
      '脂肪肝',
      '甲状腺结节',
      '高尿酸血症与痛风',
      '幽门螺杆菌感染',
      '乳腺结节',
    ]);
    expect(list.every((c) => c.articleCount === 3 && c.summary !== '')).toBe(true);
  });

  it('answers a column with its articles of each kind, and a clear error for an unknown or bad id', async () => {
    const column = await data<contract.DiseaseColumn>('/assess-service/v1/knowledge/column/detail?id=2');
    expect(column).toMatchObject({ id: 2, name: '糖尿病', articleCount: 3 });
    expect(column.articles).toEqual([
      { id: 201, name: '认识糖尿病', mIndex: 0 },
      { id: 202, name: '口渴、多尿与体重下降', mIndex: 1 },
      { id: 203, name: '看懂血糖和糖化血红蛋白', mIndex: 2 },
    ]);
    expect(await get('/assess-service/v1/knowledge/column/detail?id=77')).toEqual(
      NOT_FOUND('未找到该疾病专栏'),
    );
    expect(await get('/assess-service/v1/knowledge/column/detail?id=x')).toEqual(
      INVALID('疾病专栏编号不正确'),
    );
  });
});

describe('links to knowledge', () => {
  it('are on the catalogue items that look for a column’s condition, and null elsewhere', async () => {
    const projectData = await data<ProjectData>('/center-service/v1/project/list?sysCenterId=00-1');
    const byId = new Map(projectData.projectList.map((p) => [p.id, p]));
    expect(byId.get('GLU')?.knowledgeId).toBe(201);
    expect(byId.get('GEN-BASIC')?.knowledgeId).toBe(101);
    expect(byId.get('US-THYROID')?.knowledgeId).toBe(501);
    expect(byId.get('US-ABD')?.knowledgeId).toBe(401);
    expect(byId.get('BLOOD-RT')?.knowledgeId).toBeNull();
    // Every link leads to an article that is there.
    for (const p of projectData.projectList.filter((x) => x.knowledgeId !== null)) {
      expect((await article(p.knowledgeId as number)).error_code, p.id).toBe('000000');
    }
  });

  it('follow a report value to its column’s disease article', async () => {
    const links = await server.app.healthKnowledge.indicatorLinks();
    expect(links.get('SBP')).toBe(101);
    expect(links.get('GLU')).toBe(201);
    expect(links.get('UA')).toBe(601);
    expect(links.get('WBC')).toBeUndefined();
  });
});
