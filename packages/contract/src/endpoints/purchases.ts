// The purchases area of the API (issue 19): health cards (/purchaseCard) and special packages
// (/physicalSpecialPay) bought outright, apart from check-up orders. A purchase is made once per
// idempotency key at the price the server reads (never the client's), paid online through the payments
// area (its payment is opened here; its status and the sandbox's 确认支付 are the payments area's), and
// closes unpaid at its deadline. Paying a health card issues the card, active, to the buyer. Every read
// is the session's own: another account's purchase answers as a missing one does.
import { RuleMessages, validateIdCard, validateMobilePhone, validateName } from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { checked, wholeNumber } from '../fields.ts';
import { money } from './catalogue.ts';
import { payChannelInput, payment } from './payments.ts';

const PURCHASE_ID = '购买单编号不正确';
const MAX_ID = 2_147_483_647;
const purchaseIdBody = z
  .number({ error: PURCHASE_ID })
  .int(PURCHASE_ID)
  .min(1, PURCHASE_ID)
  .max(MAX_ID, PURCHASE_ID);

const PACKAGE_ID = '专项体检编号不正确';
const packageId = z
  .string({ error: PACKAGE_ID })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, PACKAGE_ID);

const PRODUCT_ID = '健康卡商品编号不正确';
const productId = z
  .string({ error: PRODUCT_ID })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, PRODUCT_ID);

export const BOUGHT_KINDS = ['health_card', 'special_package'] as const;
export type BoughtKind = (typeof BOUGHT_KINDS)[number];

/** 待支付, 已支付, 已关闭 (unpaid at its deadline), 已退款 */
export const PURCHASE_STATUSES = ['unpaid', 'paid', 'closed', 'refunded'] as const;

/** A health card on sale at /purchaseCard. */
export const healthCardProduct = z.object({
  id: z.string(),
  name: z.string(),
  /** fen */
  price: money,
  description: z.string(),
  /** days the card serves from the day it is bought (the first day counted) */
  validityDays: z.number().int(),
  services: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      description: z.string(),
      /** uses over the card's validity; 0: unlimited */
      times: z.number().int(),
    }),
  ),
  /** the centre that sells it; null: the platform (every centre) */
  sysCenterId: z.string().nullable(),
});

/** Who a bought health card serves, as the buyer fills it in; sex and age are read from the ID number. */
export const purchaseHolderInput = z.object({
  name: checked(validateName, RuleMessages.examineeNameRequired),
  idCardNo: checked(validateIdCard, RuleMessages.idCardRequired).transform((v) => v.toUpperCase()),
  mobilePhone: checked(validateMobilePhone, RuleMessages.phoneRequired),
  marriageCode: z.enum(['married', 'unmarried'], { error: '请选择婚姻状况' }),
});

const idempotencyKey = z.string({ error: '请求标识不正确' }).regex(/^[A-Za-z0-9-]{16,64}$/, '请求标识不正确');

/** The holder of a bought card, for its buyer: ID number and phone masked. */
export const purchaseHolder = z.object({
  name: z.string(),
  idCardNo: z.string(),
  mobilePhone: z.string(),
  sexCode: z.enum(['male', 'female']),
  age: z.number().int(),
});

export const purchase = z.object({
  id: z.number().int(),
  /** GM…: what the desk redeems a special package by */
  purchaseNo: z.string(),
  kind: z.enum(BOUGHT_KINDS),
  /** 健康卡 or 专项体检 */
  kindName: z.string(),
  /** the health card product's or the special package's id */
  itemId: z.string(),
  itemName: z.string(),
  /** the centre that sells it; null: the platform */
  sysCenterId: z.string().nullable(),
  sysCenterName: z.string(),
  /** fen, as the server priced it */
  amount: money,
  status: z.enum(PURCHASE_STATUSES),
  statusName: z.string(),
  /** kind health_card: who the card serves; null otherwise */
  holder: purchaseHolder.nullable(),
  /** ISO instants */
  payDeadline: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** kind health_card, once paid: the card issued to the buyer */
  healthCard: z
    .object({
      id: z.number().int(),
      cardNo: z.string(),
      /** its last valid day, YYYY-MM-DD */
      expiresOn: z.string().nullable(),
    })
    .nullable(),
  /** kind special_package, once paid: the last day it can be redeemed at the centre's desk (YYYY-MM-DD) */
  redeemBy: z.string().nullable(),
});

export const listHealthCardProducts = endpoint({
  id: 'listHealthCardProducts',
  method: 'GET',
  path: '/assess-service/v1/manangerService/products',
  tag: 'purchases',
  summary: '在售的健康卡：名称、价格、服务与有效期（/purchaseCard）',
  data: z.array(healthCardProduct),
});

export const buyProduct = endpoint({
  id: 'buyProduct',
  method: 'POST',
  path: '/assess-service/v1/manangerService/buyProducts',
  tag: 'purchases',
  summary:
    '购买健康卡（填写持卡人）或专项体检：价格以服务器为准，同一请求标识只生成一笔购买单；未在限定时间内支付则关闭',
  auth: true,
  body: z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('health_card'), productId, holder: purchaseHolderInput, idempotencyKey }),
      z.object({ kind: z.literal('special_package'), packageId, idempotencyKey }),
    ],
    { error: '购买类型不正确' },
  ),
  data: purchase,
});

export const getProductPurchase = endpoint({
  id: 'getProductPurchase',
  method: 'GET',
  path: '/assess-service/v1/manangerService/purchase',
  tag: 'purchases',
  summary: '购买单详情：所购内容、金额、状态；支付后为健康卡或核销码（只读本人账户的购买单）',
  auth: true,
  query: z.object({ id: wholeNumber(PURCHASE_ID, 1, MAX_ID) }),
  data: purchase,
});

export const payProductPurchase = endpoint({
  id: 'payProductPurchase',
  method: 'POST',
  path: '/assess-service/v1/manangerService/prepay',
  tag: 'purchases',
  summary: '为待支付的购买单创建（或取回）一次在线支付；支付状态与沙箱确认同订单支付',
  auth: true,
  body: z.object({ purchaseId: purchaseIdBody, ...payChannelInput }),
  data: payment,
});

export type HealthCardProduct = DataOf<typeof listHealthCardProducts>[number];
export type Purchase = DataOf<typeof getProductPurchase>;
export type PurchaseHolderInput = z.input<typeof purchaseHolderInput>;
