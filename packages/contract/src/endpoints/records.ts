// The records area of the API (issue 19): the account's medical cards (就诊卡: a centre's patient cards,
// made at its desk or on its official account, only shown here) and its purchase records (购买记录: every
// paid thing, with its payments and refunds). Every read is owner-only: another account's id answers
// as a missing one does.
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { optionalCentreId, wholeNumber } from '../fields.ts';
import { money } from './catalogue.ts';
import { orderStatus } from './order-progress.ts';

// Ids are PostgreSQL integers: anything larger is no id at all, answered plainly rather than by the database.
const MAX_ID = 2_147_483_647;
const idOf = (message: string) =>
  z.union([
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
    z
      .string({ error: message })
      .regex(/^\d{1,10}$/, message)
      .transform(Number)
      .refine((n) => n > 0 && n <= MAX_ID, { error: message }),
  ]);

export const MEDICAL_CARD_KINDS = ['physical', 'electronic'] as const;
export type MedicalCardKind = (typeof MEDICAL_CARD_KINDS)[number];

export const medicalCardSummary = z.object({
  id: z.number().int(),
  sysCenterId: z.string(),
  sysCenterName: z.string(),
  /** the centre's own card number */
  cardNo: z.string(),
  kind: z.enum(MEDICAL_CARD_KINDS),
  /** 实名就诊卡 or 电子就诊卡 */
  kindName: z.string(),
  /** masked: 张*, 李*兰 */
  patientName: z.string(),
});

export const medicalCardDetail = medicalCardSummary.extend({
  /** masked: first 3 and last 4 */
  idCardNo: z.string(),
  /** masked: 138****8000 */
  phone: z.string(),
  /** the centre's patient number (门诊号) */
  patientNo: z.string(),
  /** what the centre's desk scans (drawn as a QR code): its own card number */
  scanCode: z.string(),
  /** ISO instant the card was registered */
  createdAt: z.string(),
});

export const listMedicalCards = endpoint({
  id: 'listMedicalCards',
  method: 'GET',
  path: '/center-service/medical_card/list',
  tag: 'records',
  summary: '本人账户下的就诊卡（实名就诊卡、电子就诊卡），可按体检中心筛选，最新在前',
  auth: true,
  query: z.object({ sysCenterId: optionalCentreId }),
  data: z.array(medicalCardSummary),
});

export const getMedicalCard = endpoint({
  id: 'getMedicalCard',
  method: 'GET',
  path: '/center-service/medical_card/detail',
  tag: 'records',
  summary: '就诊卡详情：卡号、就诊人（脱敏）、门诊号与到院出示的卡码（只读本人账户的卡）',
  auth: true,
  query: z.object({ id: idOf('就诊卡编号不正确') }),
  data: medicalCardDetail,
});

/** What a purchase record is of: a check-up order, a health card or a special package bought outright. */
export const PURCHASE_KINDS = ['exam', 'health_card', 'special_package'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];
const purchaseKind = z.enum(PURCHASE_KINDS, { error: '购买记录类型不正确' });

/** 已支付, 部分退款 (some of the money came back), 已退款 (all of it came back) */
export const PURCHASE_STATES = ['paid', 'partRefunded', 'refunded'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

export const purchaseRefund = z.object({
  refundNo: z.string(),
  /** back through the payment channel, fen */
  amount: money,
  /** back to check-up cards' balances, fen */
  cardAmount: money,
  status: z.enum(['applied', 'refunding', 'refunded', 'refused', 'withdrawn']),
  statusName: z.string(),
  /** ISO instants */
  appliedAt: z.string(),
  refundedAt: z.string().nullable(),
});

/** The check-up order a purchase of kind exam is: where its own page is. */
export const purchaseOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  sysCenterId: z.string(),
  status: orderStatus,
  statusName: z.string(),
  examDate: z.string(),
  slotTime: z.string(),
});

/** A health card or special package bought outright (kinds other than exam): where its own pages are. */
export const purchaseBought = z.object({
  /** GM…: the purchase number (a special package is redeemed at the desk by it) */
  purchaseNo: z.string(),
  /** 健康卡 or 专项体检 */
  kindName: z.string(),
  /** the health card it issued; null for a special package */
  healthCardId: z.number().int().nullable(),
  healthCardNo: z.string().nullable(),
});

export const purchaseSummary = z.object({
  kind: purchaseKind,
  /** the id within its kind (the order's id for exam, the purchase's for the others) */
  id: z.number().int(),
  /** what was bought: the package, 自选体检项目, the health card or the special package */
  title: z.string(),
  sysCenterId: z.string(),
  sysCenterName: z.string(),
  /** who it is for: the examinee, a health card's holder; empty for a special package */
  examinee: z.string(),
  /** paid through payment channels, fen */
  amount: money,
  /** of which came back (completed refunds), fen */
  refunded: money,
  state: z.enum(PURCHASE_STATES),
  stateName: z.string(),
  /** ISO instant of the (first) completed payment */
  paidAt: z.string(),
  /** the provider's code and name: sandbox → 沙箱支付 */
  channel: z.string(),
  channelName: z.string(),
  refunds: z.array(purchaseRefund),
  /** kind exam: the order; null for other kinds */
  order: purchaseOrder.nullable(),
  /** kinds health_card and special_package: the purchase; null for exam */
  bought: purchaseBought.nullable(),
});

export const purchasePayment = z.object({
  payId: z.string(),
  amount: money,
  channel: z.string(),
  channelName: z.string(),
  status: z.enum(['paid', 'refunded']),
  statusName: z.string(),
  tradeNo: z.string().nullable(),
  paidAt: z.string(),
});

export const purchaseDetail = purchaseSummary.extend({
  payments: z.array(purchasePayment),
  /** paid with check-up cards, fen (kind exam) */
  cardPaid: money,
  /** the coupon used and what it took off (kind exam) */
  couponName: z.string().nullable(),
  couponDiscount: money,
});

export const PURCHASE_PAGE_SIZE = 10;
export const MAX_PURCHASE_PAGE_SIZE = 50;

export const purchasePage = z.object({
  list: z.array(purchaseSummary),
  total: z.number().int(),
  paginationNo: z.number().int(),
  hasMore: z.boolean(),
});

export const listPurchases = endpoint({
  id: 'listPurchases',
  method: 'GET',
  path: '/assess-service/v1/product/sales/wxPurchaserHistory',
  tag: 'records',
  summary:
    '购买记录：本人账户在线支付的一切（体检订单、健康卡、专项体检），含支付渠道与退款，按支付时间最新在前分页',
  auth: true,
  query: z.object({
    paginationNo: wholeNumber('页码应为大于0的整数', 1, 100_000).default(1),
    paginationSize: wholeNumber(
      `每页条数应在1到${MAX_PURCHASE_PAGE_SIZE}之间`,
      1,
      MAX_PURCHASE_PAGE_SIZE,
    ).default(PURCHASE_PAGE_SIZE),
  }),
  data: purchasePage,
});

export const getPurchase = endpoint({
  id: 'getPurchase',
  method: 'GET',
  path: '/assess-service/v1/product/sales/wxPurchaserDetail',
  tag: 'records',
  summary: '购买记录详情：所购内容、每笔支付与退款（只读本人账户的记录）',
  auth: true,
  query: z.object({ kind: purchaseKind.default('exam'), id: idOf('购买记录编号不正确') }),
  data: purchaseDetail,
});

export type MedicalCardSummary = DataOf<typeof listMedicalCards>[number];
export type MedicalCardDetail = DataOf<typeof getMedicalCard>;
export type PurchasePage = DataOf<typeof listPurchases>;
export type PurchaseSummary = PurchasePage['list'][number];
export type PurchaseDetail = DataOf<typeof getPurchase>;
