import { NEWS_PAGE_SIZE } from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { bizCode, optionalCentreId, wholeNumber } from '../fields.ts';

export const MAX_PAGE_SIZE = 50;

export const banner = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  /** empty when the banner links nowhere */
  linkUrl: z.string(),
});

export const articleSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  source: z.string(),
  picUrl: z.string(),
  /** when set, the list opens this outside page instead of the detail */
  linkUrl: z.string().nullable(),
  summary: z.string(),
  /** ISO 8601 with the +08:00 offset */
  publishTime: z.string(),
});

export const article = articleSummary.extend({
  /** plain paragraphs separated by blank lines */
  content: z.string(),
});

export const articlePage = z.object({
  list: z.array(articleSummary),
  total: z.number().int(),
  paginationNo: z.number().int(),
  paginationSize: z.number().int(),
});

export const getBanners = endpoint({
  id: 'getBanners',
  method: 'GET',
  path: '/center-service/v1/banner/list',
  tag: 'content',
  summary: '首页轮播图：中心自己的，没有则平台的',
  query: z.object({ sysCenterId: optionalCentreId }),
  data: z.array(banner),
});

export const searchArticles = endpoint({
  id: 'searchArticles',
  method: 'GET',
  path: '/center-service/v1/article/search/',
  alsoAt: ['/center-service/v1/article/search'],
  tag: 'content',
  summary: '资讯列表，最新在前；指定中心时含平台资讯',
  query: z.object({
    _BIZCODE: bizCode('0045'),
    paginationNo: wholeNumber('页码应为大于0的整数', 1, 100_000).default(1),
    paginationSize: wholeNumber(`每页条数应在1到${MAX_PAGE_SIZE}之间`, 1, MAX_PAGE_SIZE).default(
      NEWS_PAGE_SIZE,
    ),
    sysCenterId: optionalCentreId,
  }),
  data: articlePage,
});

export const getArticle = endpoint({
  id: 'getArticle',
  method: 'GET',
  path: '/center-service/v1/article/:id',
  tag: 'content',
  summary: '资讯详情',
  params: z.object({ id: wholeNumber('资讯编号不正确', 1, 2_147_483_647) }),
  data: article,
});

export const getHealthToolCounts = endpoint({
  id: 'getHealthToolCounts',
  method: 'GET',
  path: '/1/xnhealthtool/xnhealthtool.json',
  tag: 'content',
  summary: '健康工具人数："1" 预约，"2" 评估，"3" 咨询',
  query: z.object({ _BIZCODE: bizCode('0081'), sysCenterId: optionalCentreId }),
  data: z.object({ '1': z.number().int(), '2': z.number().int(), '3': z.number().int() }),
});

export const recordVisit = endpoint({
  id: 'recordVisit',
  method: 'POST',
  path: '/center-service/v1/platform/visit',
  tag: 'content',
  summary: '记一次入口访问，答复含本次在内的人数',
  query: z.object({ sysCenterId: optionalCentreId }),
  body: z.object({ sysCenterId: optionalCentreId }).optional(),
  data: z.object({ visits: z.number().int(), bookings: z.number().int() }),
});

export type Banner = z.infer<typeof banner>;
export type ArticleSummary = z.infer<typeof articleSummary>;
export type Article = z.infer<typeof article>;
export type ArticlePage = z.infer<typeof articlePage>;
export type HealthToolCounts = DataOf<typeof getHealthToolCounts>;
export type PlatformVisits = DataOf<typeof recordVisit>;
