import { NEWS_PAGE_SIZE } from '@tijian/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validate.ts';
import { contentService } from './service.ts';

/** Empty or 00-0 means the platform; anything else must look like a centre id. */
const optionalCentreId = z
  .string({ error: '体检中心编号不正确' })
  .trim()
  .regex(/^(\d{2}-\d{1,4})?$/, '体检中心编号不正确')
  .optional();

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message });

const MAX_PAGE_SIZE = 50;

const bannerQuery = z.object({ sysCenterId: optionalCentreId });
const articleSearchQuery = z.object({
  _BIZCODE: z.literal('0045', { error: '业务编码不正确' }),
  paginationNo: wholeNumber('页码应为大于0的整数', 1, 100_000).default(1),
  paginationSize: wholeNumber(`每页条数应在1到${MAX_PAGE_SIZE}之间`, 1, MAX_PAGE_SIZE).default(
    NEWS_PAGE_SIZE,
  ),
  sysCenterId: optionalCentreId,
});
const articleParams = z.object({ id: wholeNumber('资讯编号不正确', 1, 2_147_483_647) });
const healthToolQuery = z.object({
  _BIZCODE: z.literal('0081', { error: '业务编码不正确' }),
  sysCenterId: optionalCentreId,
});
const visitBody = z.object({ sysCenterId: optionalCentreId });

export async function contentRoutes(app: FastifyInstance) {
  app.get('/center-service/v1/banner/list', async (request) => {
    const { sysCenterId } = parseInput(bannerQuery, request.query);
    return ok(await contentService.banners(app.db, sysCenterId));
  });

  // The spec writes the path with a trailing slash; the bare form is accepted too so neither spelling 404s.
  for (const url of ['/center-service/v1/article/search/', '/center-service/v1/article/search']) {
    app.get(url, async (request) => {
      const { paginationNo, paginationSize, sysCenterId } = parseInput(articleSearchQuery, request.query);
      return ok(
        await contentService.searchArticles(app.db, { paginationNo, paginationSize, sid: sysCenterId }),
      );
    });
  }

  app.get('/center-service/v1/article/:id', async (request) => {
    const { id } = parseInput(articleParams, request.params);
    return ok(await contentService.article(app.db, id));
  });

  app.get('/1/xnhealthtool/xnhealthtool.json', async (request) => {
    const { sysCenterId } = parseInput(healthToolQuery, request.query);
    return ok(await contentService.healthToolCounts(app.db, sysCenterId));
  });

  app.post('/center-service/v1/platform/visit', async (request) => {
    const { sysCenterId } = parseInput(visitBody, request.body ?? request.query);
    return ok(await contentService.countVisit(app.db, sysCenterId));
  });
}
