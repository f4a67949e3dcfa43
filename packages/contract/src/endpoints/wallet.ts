// The wallet area of the API (issue 19): the account's electronic check-up cards (电子体检卡) with each
// card's ledger (its balance is the sum of the ledger: money put on it, orders' debits and their
// refunds), and one e-coupon's detail. The coupon list is the submit screen's read
// (orders.getCoupons, /wx/1/pay/couponUnity.json) asked with a `state`. Every read is owner-only:
// another account's card or coupon answers as a missing one does.
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { optionalCentreId } from '../fields.ts';
import { money } from './catalogue.ts';
import { coupon } from './orders.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const MAX_ID = 2_147_483_647;
const COUPON_ID = '电子券编号不正确';

/** A card's number as the client sends it back: letters and digits only. */
const cardNo = z
  .string({ error: '请选择体检卡' })
  .trim()
  .regex(/^[A-Za-z0-9]{4,32}$/, '体检卡号不正确');

export const CARD_STATES = ['usable', 'expired', 'empty'] as const;
export type CardState = (typeof CARD_STATES)[number];

/** One of the account's cards as 我的卡包 shows it. */
export const myCard = z.object({
  id: z.number().int(),
  cardNo: z.string(),
  /** what the card is called, e.g. 体检储值卡 */
  name: z.string(),
  /** the sum of the card's ledger, fen */
  balance: money,
  expiryDate: isoDate,
  /** usable; expired (past its expiry date, whatever it holds); empty (nothing left) */
  state: z.enum(CARD_STATES),
  /** 可用, 已过期, 已用完 */
  stateName: z.string(),
  /** the centre it is limited to, or null for every centre */
  sysCenterId: z.string().nullable(),
});

export const LEDGER_REASONS = ['issue', 'topup', 'debit', 'refund'] as const;

export const cardLedgerRow = z.object({
  id: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  /** 开卡充值, 充值, 订单支付, 订单退回 */
  reasonName: z.string(),
  /** fen; negative for a debit */
  amount: z.number().int(),
  /** ISO instant */
  at: z.string(),
  note: z.string(),
  /** the order the row belongs to, when it does */
  orderNo: z.string().nullable(),
});

export const cardLedger = myCard.extend({
  /** the latest first; their amounts add up to the balance */
  rows: z.array(cardLedgerRow),
});

export const getMyCards = endpoint({
  id: 'getMyCards',
  method: 'GET',
  path: '/center-service/exam_card/my_card',
  tag: 'wallet',
  summary: '我的卡包：本人的电子体检卡（余额为流水之和、有效期、状态），可按体检中心筛选',
  auth: true,
  query: z.object({ sysCenterId: optionalCentreId }),
  data: z.array(myCard),
});

export const getCardLedger = endpoint({
  id: 'getCardLedger',
  method: 'GET',
  path: '/center-service/exam_card/ledger',
  tag: 'wallet',
  summary: '一张体检卡的流水：开卡、充值、订单支付与退回，余额为其合计',
  auth: true,
  query: z.object({ cardNo }),
  data: cardLedger,
});

export const COUPON_STATES = ['usable', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const couponDetail = coupon.extend({
  /** which tab of the list it is in */
  state: z.enum(COUPON_STATES),
  /** 可使用, 已使用, 已过期 (or 已被未支付订单占用 while an unpaid order holds it) */
  stateName: z.string(),
  /** the centre it is limited to, or null for every centre */
  sysCenterName: z.string().nullable(),
  /** how to use it, one rule a line */
  rules: z.array(z.string()),
  /** the order that spent it (or holds it, unpaid) */
  order: z
    .object({
      id: z.number().int(),
      orderNo: z.string(),
      /** the order's centre, which its detail's address names (/order/personal/:sysCenterId/:id) */
      sysCenterId: z.string(),
      sysCenterName: z.string(),
      examDate: z.string(),
    })
    .nullable(),
});

export const getCouponDetail = endpoint({
  id: 'getCouponDetail',
  method: 'GET',
  path: '/platform/coupon/detailUnity.json',
  tag: 'wallet',
  summary: '电子券详情：面值与门槛、有效期、使用说明、兑换项目，已使用时为其订单',
  auth: true,
  query: z.object({
    id: z
      .string({ error: COUPON_ID })
      .regex(/^\d{1,10}$/, COUPON_ID)
      .transform(Number)
      .refine((n) => n > 0 && n <= MAX_ID, { error: COUPON_ID }),
    couponType: z.enum(['1', '2', '3', '4'], { error: '电子券类型不正确' }).transform(Number),
  }),
  data: couponDetail,
});

export type MyCard = DataOf<typeof getMyCards>[number];
export type CardLedger = DataOf<typeof getCardLedger>;
export type CardLedgerRow = CardLedger['rows'][number];
export type CouponDetail = DataOf<typeof getCouponDetail>;
