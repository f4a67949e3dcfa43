import { type Answer, isStandingBooking, SURVEY_BUSINESS_CODE } from '@tijian/domain';
import { count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoArticles } from '../../seed/content-data.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { idCardOf, packageOrder, postAs, sessionFor, submit } from '../orders/order-fixtures.ts';
import { orders } from '../orders/schema.ts';
import { questionnaireRepository } from '../questionnaire/repository.ts';
import { questionnaireInstances } from '../questionnaire/schema.ts';
import { articles, banners, visitStats } from './schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // The calendar from the test clock's day, so a booking can be made on it.
  await seedDemoData(server.db, { today: '2026-11-22' });
});
afterAll(async () => {
  await server.close();
});

const get = async (url: string) => (await server.app.inject({ method: 'GET', url })).json();
const visit = async (payload: Record<string, string>) =>
  (await server.app.inject({ method: 'POST', url: '/m/center-service/v1/platform/visit', payload })).json();
const invalid = (error: string) => ({ error_code: 'param,invalid', error, data: null });

const platformArticlesNewestFirst = demoArticles
  .filter((a) => a.centreId === null)
  .sort((a, b) => b.publishTime.getTime() - a.publishTime.getTime());
const counts = async (sysCenterId = '') =>
  (await get(`/m/1/xnhealthtool/xnhealthtool.json?_BIZCODE=0081&sysCenterId=${sysCenterId}`)).data as {
    '1': number;
    '2': number;
    '3': number;
  };

describe('banner list', () => {
  it("answers the platform's banners in order when no centre is chosen", async () => {
    for (const query of ['', '?sysCenterId=', '?sysCenterId=00-0']) {
      const body = await get(`/m/center-service/v1/banner/list${query}`);
      expect(body, query).toMatchObject({ error_code: '000000', error: '' });
      expect(body.data).toEqual([
        {
          id: 'platform-1',
          title: '关爱健康 预约体检',
          imageUrl: '/images/banner-1.svg',
          linkUrl: '/introduce',
        },
        {
          id: 'platform-2',
          title: '专业体检 精准守护',
          imageUrl: '/images/banner-2.svg',
          linkUrl: '/introduce',
        },
      ]);
    }
  });

  it("answers a centre's own banners when it has some, else falls back to the platform's", async () => {
    const own = await get('/m/center-service/v1/banner/list?sysCenterId=00-1');
    expect(own.data.map((b: { id: string }) => b.id)).toEqual(['00-1-1', '00-1-2']);
    const fallback = await get('/m/center-service/v1/banner/list?sysCenterId=00-3');
    expect(fallback.data.map((b: { id: string }) => b.id)).toEqual(['platform-1', 'platform-2']);
  });

  it('refuses a malformed centre id', async () => {
    expect(await get('/m/center-service/v1/banner/list?sysCenterId=abc')).toEqual(
      invalid('体检中心编号不正确'),
    );
  });
});

describe('article search', () => {
  const search = (query: string) => get(`/m/center-service/v1/article/search/?_BIZCODE=0045&${query}`);

  it('pages the newest news first, with the total', async () => {
    const body = await search('paginationNo=1&paginationSize=5');
    expect(body).toMatchObject({
      error_code: '000000',
      data: { total: platformArticlesNewestFirst.length, paginationNo: 1, paginationSize: 5 },
    });
    expect(body.data.list.map((a: { id: number }) => a.id)).toEqual(
      platformArticlesNewestFirst.slice(0, 5).map((a) => a.id),
    );
    expect(body.data.list[0]).toEqual({
      id: 1,
      title: '体检报告上的“箭头”，哪些需要重视？',
      source: '健康时报',
      picUrl: '/images/news-1.svg',
      linkUrl: null,
      summary: expect.stringContaining('箭头'),
      publishTime: '2026-11-21T09:30:00+08:00',
    });
    expect(body.data.list[0]).not.toHaveProperty('content');
  });

  it('answers a shorter last page and an empty page past the end', async () => {
    const total = platformArticlesNewestFirst.length;
    const last = await search('paginationNo=3&paginationSize=5');
    expect(last.data.list.map((a: { id: number }) => a.id)).toEqual(
      platformArticlesNewestFirst.slice(10, 15).map((a) => a.id),
    );
    expect(last.data.list.length).toBeLessThan(5);
    expect(last.data.total).toBe(total);
    const past = await search('paginationNo=9&paginationSize=5');
    expect(past.data).toEqual({ list: [], total, paginationNo: 9, paginationSize: 5 });
  });

  it('pages through every article exactly once', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const body = await search(`paginationNo=${page}&paginationSize=3`);
      seen.push(...body.data.list.map((a: { id: number }) => a.id));
    }
    expect(seen).toEqual(platformArticlesNewestFirst.map((a) => a.id));
  });

  it("with sysCenterId adds that centre's own news to the platform's, and no other centre's", async () => {
    const body = await search('paginationNo=1&paginationSize=50&sysCenterId=00-1');
    const ids = body.data.list.map((a: { id: number }) => a.id);
    expect(body.data.total).toBe(platformArticlesNewestFirst.length + 1);
    expect(ids).toContain(13);
    expect(ids).not.toContain(14);
    expect(ids.slice(0, 3)).toEqual([1, 2, 13]);
  });

  it('keeps external links for the news that have one', async () => {
    const body = await search('paginationNo=1&paginationSize=50');
    const linked = body.data.list.filter((a: { linkUrl: string | null }) => a.linkUrl !== null);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.length).toBeLessThan(body.data.list.length / 2);
    for (const a of linked) expect(a.linkUrl).toMatch(/^https:\/\/www\.example\.com\//);
  });

  it('uses the news page size when the paging is left out, and answers the path without its slash too', async () => {
    const body = await get('/m/center-service/v1/article/search?_BIZCODE=0045');
    expect(body.data).toMatchObject({ paginationNo: 1, paginationSize: 5 });
    expect(body.data.list).toHaveLength(5);
  });

  it('refuses bad paging and a wrong _BIZCODE with param,invalid', async () => {
    for (const query of [
      'paginationNo=0',
      'paginationNo=-1',
      'paginationNo=abc',
      'paginationNo=1.5',
      'paginationNo=',
    ]) {
      expect(await search(`${query}&paginationSize=5`), query).toEqual(invalid('页码应为大于0的整数'));
    }
    for (const query of [
      'paginationSize=0',
      'paginationSize=51',
      'paginationSize=x',
      'paginationSize=99999999',
    ]) {
      expect(await search(`paginationNo=1&${query}`), query).toEqual(invalid('每页条数应在1到50之间'));
    }
    expect(await search('paginationNo=1&paginationSize=5&sysCenterId=x')).toEqual(
      invalid('体检中心编号不正确'),
    );
    expect(await get('/m/center-service/v1/article/search/?_BIZCODE=0044')).toEqual(
      invalid('业务编码不正确'),
    );
  });
});

describe('article detail', () => {
  it('answers the article with its content in paragraphs', async () => {
    const body = await get('/m/center-service/v1/article/4');
    expect(body).toMatchObject({
      error_code: '000000',
      data: {
        id: 4,
        title: '低剂量螺旋CT：肺癌早筛的“利器”',
        source: '中国医学论坛报',
        picUrl: '/images/news-4.svg',
        linkUrl: null,
        publishTime: '2026-11-15T08:45:00+08:00',
      },
    });
    const paragraphs = body.data.content.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(paragraphs.length).toBeLessThanOrEqual(5);
  });

  it('answers not,found for an unknown article and param,invalid for a malformed id', async () => {
    expect(await get('/m/center-service/v1/article/99999')).toEqual({
      error_code: 'not,found',
      error: '未找到该资讯',
      data: null,
    });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect(await get(`/m/center-service/v1/article/${id}`), id).toEqual(invalid('资讯编号不正确'));
    }
  });
});

describe('health tool counts', () => {
  it('counts the orders that stand and the stored assessments; no consultation exists to count', async () => {
    const standing = (
      await server.db.select({ status: orders.status, centre: orders.sysCenterId }).from(orders)
    ).filter((o) => isStandingBooking(o.status));
    const assessments = await server.db
      .select({ centre: questionnaireInstances.sysCenterId })
      .from(questionnaireInstances)
      .where(ne(questionnaireInstances.businessCode, SURVEY_BUSINESS_CODE));
    // The demo account's reports come from orders it booked: the figures are theirs, not made up.
    expect(standing.length).toBeGreaterThan(0);
    for (const query of ['', '&sysCenterId=', '&sysCenterId=00-0']) {
      expect(await get(`/m/1/xnhealthtool/xnhealthtool.json?_BIZCODE=0081${query}`), query).toEqual({
        error_code: '000000',
        error: '',
        data: { '1': standing.length, '2': assessments.length, '3': 0 },
      });
    }
    const atCentre = standing.filter((o) => o.centre === '00-1').length;
    expect(await counts('00-1')).toEqual({
      '1': atCentre,
      '2': assessments.filter((a) => a.centre === '00-1').length,
      '3': 0,
    });
  });

  it('moves with a new booking and its cancellation, and with a new assessment (not with the survey gate)', async () => {
    const platform = await counts();
    const centre = await counts('00-1');
    const other = await counts('00-16');
    const { token, userId } = await sessionFor(server, '13700099001');
    const { body } = await packageOrder(server, {
      date: '2026-12-01',
      slotNo: 2,
      idCardNo: idCardOf('19880101', 11),
    });
    const booked = await submit(server, token, body);
    expect(booked.error_code, booked.error).toBe('000000');
    expect((await counts())['1']).toBe(platform['1'] + 1);
    expect((await counts('00-1'))['1']).toBe(centre['1'] + 1);
    expect(await counts('00-16')).toEqual(other);
    const visited = await visit({ sysCenterId: '00-1' });
    expect(visited.data.bookings).toBe(centre['1'] + 1);

    const cancelled = await postAs(server, token, '/m/wx/order/cancel.json', { orderId: booked.orderId });
    expect(cancelled.error_code, cancelled.error).toBe('000000');
    expect((await counts('00-1'))['1']).toBe(centre['1']);

    const answered = {
      userId,
      sexCode: 'male',
      marriageCode: 'married',
      age: 38,
      answers: [] as Answer[],
    } as const;
    await questionnaireRepository.insertInstance(server.db, {
      ...answered,
      businessCode: 'physical',
      sysCenterId: '00-1',
    });
    await questionnaireRepository.insertInstance(server.db, {
      ...answered,
      businessCode: SURVEY_BUSINESS_CODE,
      sysCenterId: '00-1',
    });
    expect((await counts('00-1'))['2']).toBe(centre['2'] + 1);
    expect((await counts())['2']).toBe(platform['2'] + 1);
    expect((await counts('00-16'))['2']).toBe(other['2']);
  });

  it('answers not,found for an unknown centre and param,invalid for bad input', async () => {
    expect(
      (await get('/m/1/xnhealthtool/xnhealthtool.json?_BIZCODE=0081&sysCenterId=00-999')).error_code,
    ).toBe('not,found');
    expect(await get('/m/1/xnhealthtool/xnhealthtool.json?_BIZCODE=0045')).toEqual(invalid('业务编码不正确'));
  });
});

describe('platform visit', () => {
  it('counts exactly one visit per call and answers the figures including it', async () => {
    const first = await visit({ sysCenterId: '00-16' });
    expect(first).toMatchObject({ error_code: '000000', data: { bookings: (await counts('00-16'))['1'] } });
    const second = await visit({ sysCenterId: '00-16' });
    expect(second.data.visits).toBe(first.data.visits + 1);
  });

  it('loses no visit when twenty arrive at once', async () => {
    const before = (await visit({})).data.visits;
    const answers = await Promise.all(Array.from({ length: 20 }, () => visit({})));
    const seen = answers.map((a) => a.data.visits).sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
    expect((await visit({ sysCenterId: '00-0' })).data.visits).toBe(before + 21);
  });

  it('accepts a form body and starts the count for a centre that has none yet', async () => {
    await server.db.delete(visitStats).where(eq(visitStats.centreId, '00-21'));
    const res = await server.app.inject({
      method: 'POST',
      url: '/m/center-service/v1/platform/visit',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'sysCenterId=00-21',
    });
    expect(res.json()).toEqual({ error_code: '000000', error: '', data: { visits: 1, bookings: 0 } });
  });

  it('refuses an unknown or malformed centre without counting anything', async () => {
    expect((await visit({ sysCenterId: '00-999' })).error_code).toBe('not,found');
    const [row] = await server.db.select().from(visitStats).where(eq(visitStats.centreId, '00-999'));
    expect(row).toBeUndefined();
    expect(await visit({ sysCenterId: "00-1' or 1=1" })).toEqual(invalid('体检中心编号不正确'));
  });
});

describe('content seed', () => {
  it('is idempotent and never resets live visit counts', async () => {
    const countRows = async () => ({
      banners: (await server.db.select({ n: count() }).from(banners))[0]?.n,
      articles: (await server.db.select({ n: count() }).from(articles))[0]?.n,
      stats: (await server.db.select({ n: count() }).from(visitStats))[0]?.n,
    });
    const visitsBefore = (await visit({})).data.visits;
    const before = await countRows();
    expect(before.articles).toBeGreaterThanOrEqual(12);
    await seedDemoData(server.db);
    await seedDemoData(server.db);
    expect(await countRows()).toEqual(before);
    expect((await visit({})).data.visits).toBe(visitsBefore + 1);
  });

  it('leaves the article id sequence past the seeded ids', async () => {
    const [row] = await server.db
      .insert(articles)
      .values({ title: '测试', publishTime: new Date('2026-01-01T00:00:00Z') })
      .returning({ id: articles.id });
    expect(row!.id).toBeGreaterThan(Math.max(...demoArticles.map((a) => a.id)));
    await server.db.delete(articles).where(eq(articles.id, row!.id));
  });
});
