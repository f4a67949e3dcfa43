// The special-packages area of the API (issue 19): a centre's special check-up packages (专项体检:
// 幽门螺杆菌呼气检测, 肺癌早筛…), bought outright online and redeemed at the centre's desk within their
// validity. Public reads, like the catalogue's package list: anyone may look before logging in.
// Buying and paying for one is the purchases area's.
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { centreId } from '../fields.ts';
import { money } from './catalogue.ts';

const PACKAGE_ID = '专项体检编号不正确';

/** A package's id in the address: what the seed and the centres' data use. */
export const specialPackageId = z
  .string({ error: PACKAGE_ID })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, PACKAGE_ID);

export const specialPackageSummary = z.object({
  id: z.string(),
  sysCenterId: z.string(),
  name: z.string(),
  /** what it costs, fen */
  price: money,
  /** the price before the offer, shown struck through, fen; null when there is none */
  originalPrice: money.nullable(),
  summary: z.string(),
  /** how many items it examines */
  itemCount: z.number().int(),
  imageUrl: z.string(),
  /** days after paying within which it is redeemed at the centre */
  validityDays: z.number().int(),
});

export const specialPackageList = z.object({
  sysCenterId: z.string(),
  sysCenterName: z.string(),
  /** on sale only, in the centre's order */
  list: z.array(specialPackageSummary),
});

export const specialPackageDetail = specialPackageSummary.extend({
  sysCenterName: z.string(),
  /** the items examined, by name */
  items: z.array(z.string()),
  suitableFor: z.string(),
  /** what to know before the examination (空腹, 检查前注意事项…); lines split by \n */
  notice: z.string(),
  /** false once the centre takes it off sale: still readable (a bought one links here), no longer sold */
  onSale: z.boolean(),
});

export const listSpecialPackages = endpoint({
  id: 'listSpecialPackages',
  method: 'GET',
  path: '/center-service/v1/special_package/list',
  tag: 'specialPackages',
  summary: '体检中心在售的专项体检套餐（按中心排序），附中心名称；未知的中心答“未找到”',
  query: z.object({ sysCenterId: centreId }),
  data: specialPackageList,
});

export const getSpecialPackage = endpoint({
  id: 'getSpecialPackage',
  method: 'GET',
  path: '/center-service/v1/special_package/detail/:id',
  tag: 'specialPackages',
  summary: '专项体检详情：简介、检查项目、适宜人群、注意事项、有效期与价格',
  params: z.object({ id: specialPackageId }),
  data: specialPackageDetail,
});

export type SpecialPackageSummary = z.output<typeof specialPackageSummary>;
export type SpecialPackageList = DataOf<typeof listSpecialPackages>;
export type SpecialPackageDetail = DataOf<typeof getSpecialPackage>;
