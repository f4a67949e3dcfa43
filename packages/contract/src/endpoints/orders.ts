// Submitting an order and what the submit screen offers with it: cards, coupons, exclusive services,
// the existing-order check (spec 3 "Other entities", spec 7 "Orders and payment", spec 8 order codes).
import type { Coupon, ExamCard, ExclusiveService, PayableBreakdown } from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { bizCode, centreId, flag, orderAnswerCode, wholeNumber } from '../fields.ts';
import { money } from './catalogue.ts';
import { orderPlan, rescheduleInfo } from './order-plan.ts';
import { orderActions, orderCheckIn, orderHistoryEntry, orderReview, orderStatus } from './order-progress.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const sexCode = z.enum(['male', 'female'], { error: '请选择性别' });
const marryStateCode = z.enum(['married', 'unmarried'], { error: '请选择婚姻状况' });
const payType = z.enum(['online', 'onhospital'], { error: '请选择支付方式' });
const projectId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, '项目编号不正确');
const ids = z.array(projectId).max(400, '所选项目过多');
const ORDER_ID = '订单编号不正确';
export const orderId = z.union([
  z.number({ error: ORDER_ID }).int(ORDER_ID).positive(ORDER_ID),
  z
    .string({ error: ORDER_ID })
    .regex(/^\d{1,12}$/, ORDER_ID)
    .transform(Number),
]);
const wholeAge = z.union(
  [
    z.number(),
    z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number),
  ],
  { error: '年龄不正确' },
);

export const examCard = z.object({
  id: z.number().int(),
  cardNo: z.string(),
  balance: money,
  expiryDate: isoDate,
  stateName: z.string(),
}) satisfies z.ZodType<ExamCard>;

export const coupon = z.object({
  id: z.number().int(),
  name: z.string(),
  couponType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  price: money,
  orderMinimum: money,
  available: flag,
  reason: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  content: z.string(),
  exchangeProjectMap: z.object({ id: z.string(), item: z.string() }).nullable(),
}) satisfies z.ZodType<Coupon>;

export const exclusiveService = z.object({
  projectId: z.string(),
  item: z.string(),
  price: money,
  minPrice: money,
  maxPrice: money,
  isSupport: flag,
  limitNumber: z.number().int(),
  payment: z.enum(['online', 'onhospital', 'batch', 'both']),
  canVip: z.number().int(),
  inspectionSignificance: z.string(),
}) satisfies z.ZodType<ExclusiveService>;

export const getOrderCards = endpoint({
  id: 'getOrderCards',
  method: 'POST',
  path: '/center-service/exam_card/order_card',
  tag: 'orders',
  summary: '本单可用与不可用的电子体检卡',
  auth: true,
  body: z.object({
    sysCenterId: centreId,
    name: z.string().trim().max(20).optional(),
    idCardNo: z.string().trim().max(18).optional(),
    packageId: z.string().trim().max(40).optional().nullable(),
  }),
  data: z.object({
    available: z.array(examCard),
    disabled: z.array(examCard.extend({ reason: z.string() })),
  }),
});

export const getCoupons = endpoint({
  id: 'getCoupons',
  method: 'GET',
  path: '/wx/1/pay/couponUnity.json',
  tag: 'orders',
  summary:
    '本人的电子券，按本单是否可用标注（available、reason）；带 state（usable/used/expired）时为电子券列表的一栏',
  auth: true,
  query: z
    .object({
      /** the wallet's list: the account's coupons of one tab, paged (sysCenterId then only filters) */
      state: z.enum(['usable', 'used', 'expired'], { error: '电子券状态不正确' }).optional(),
      /** required for an order (no state) */
      sysCenterId: centreId.optional(),
      sexCode: sexCode.optional(),
      age: wholeAge.optional(),
      packageId: z.string().trim().max(40).optional(),
      /** the plan's price in fen, to judge orderMinimum */
      price: z
        .string()
        .regex(/^\d{1,9}$/, '金额不正确')
        .transform(Number)
        .optional(),
      isDeliver: z.string().optional(),
      payType: z.literal('online').optional(),
      scope: z.string().optional(),
      page: wholeNumber('页码不正确', 1, 10_000).optional(),
      size: wholeNumber('每页条数不正确', 1, 99).optional(),
    })
    .superRefine((q, ctx) => {
      if (q.state === undefined && q.sysCenterId === undefined)
        ctx.addIssue({ code: 'custom', path: ['sysCenterId'], message: '请选择体检中心' });
    }),
  data: z.array(coupon),
});

export const getExclusiveServices = endpoint({
  id: 'getExclusiveServices',
  method: 'POST',
  path: '/wx/2/appointment/valueAddedServiceItem.json',
  tag: 'orders',
  summary: '专属服务：中心在所选日期提供的增值服务及余量（canVip）',
  auth: true,
  body: z.object({
    _BIZCODE: z.string().optional(),
    sysCenterId: centreId,
    boExaminationDate: isoDate.optional().nullable(),
    isDeliver: z.union([z.number(), z.string()]).optional(),
    paymentType: payType.optional(),
    packageId: z.string().trim().max(40).optional().nullable(),
    age: wholeAge.optional(),
    sexCode: sexCode.optional(),
    price: money.optional(),
  }),
  data: z.array(exclusiveService),
});

export const checkExistingOrder = endpoint({
  id: 'checkExistingOrder',
  method: 'GET',
  path: '/wx/order/validate.json',
  tag: 'orders',
  summary: '该身份证号在本中心是否已有未完成的订单（有则给出提示文字）',
  auth: true,
  query: z.object({
    sysCenterId: centreId,
    idCardNo: z.string({ error: '请输入身份证号' }).trim().max(18, '身份证格式有误'),
  }),
  data: z.object({
    exists: z.boolean(),
    message: z.string().nullable(),
    orderId: z.number().int().nullable(),
  }),
});

/**
 * Paper invoice (spec 3 "Invoice form"): asked for by invoiceTitleType ('1' company title, '0'
 * personal; '' or absent none), only where it is offered (a centre's personalProvideInvoice, a
 * company's groupProvideInvoice). The team order's body takes the same fields.
 */
export const paperInvoiceRequest = {
  invoiceTitleType: z.enum(['', '0', '1']).optional(),
  companyName: z.string().trim().max(60, '单位名称过长').optional(),
  consignee: z.string().trim().max(20, '收件人过长').optional(),
  mobile: z.string().trim().max(11).optional(),
  postAddress: z.string().trim().max(120, '邮寄地址过长').optional(),
};

/**
 * POST /wx/2/appointment/order.json (spec 7). The plan travels as the domain's Plan so the server can
 * re-price it with the same rules; the flat id lists of the spec come along for old clients and are
 * cross-checked. `price` is what the screen showed as payable, in fen: a different figure on the server
 * refuses the order.
 */
export const submitOrder = endpoint({
  id: 'submitOrder',
  method: 'POST',
  path: '/wx/2/appointment/order.json',
  tag: 'orders',
  summary: '提交体检订单（0002 新建、0019 快速预约、0001 修改）：服务端重新计价、占号、扣卡、用券',
  auth: true,
  body: z.object({
    _BIZCODE: z.enum(['0002', '0019', '0001'], { error: '业务编码不正确' }),
    /** a fresh UUID per attempt on the submit screen: a retry with the same key returns the first order */
    idempotencyKey: z.string({ error: '请求标识不正确' }).regex(/^[A-Za-z0-9-]{16,64}$/, '请求标识不正确'),
    /**
     * 0001: the order being edited. 0019 (spec 7 "0019 with id for quick appointment"): the quick
     * appointment's id, the package it books (the :id of /shortcut/order/optPlan/:sysCenterId/:id).
     */
    id: z.union([orderId, projectId]).optional(),
    sysCenterId: centreId,
    sysCenterName: z.string().optional(),
    name: z.string({ error: '请输入体检人姓名' }).trim().min(1, '请输入体检人姓名').max(20),
    callName: z.string().trim().max(20).optional(),
    marryStateCode,
    marryState: z.string().optional(),
    age: wholeAge,
    sexCode,
    sexName: z.string().optional(),
    boCellPhoneNo: z.string({ error: '请填写正确的手机号' }).trim(),
    identityCardNo: z.string({ error: '请输入身份证号' }).trim().max(18, '身份证格式有误'),
    folkId: z.number().int().optional(),
    height: z.number().optional().nullable(),
    weight: z.number().optional().nullable(),
    instanceId: z.string().trim().max(40).optional(),
    /** the plan as the engine holds it (packages/domain Plan) */
    plan: z.object({
      productId: z.string().max(40).nullable(),
      base: ids,
      chosen: ids,
      deleted: ids,
      excludedBy: z.record(z.string(), z.string()),
      replaced: z.record(z.string(), z.string()),
      history: ids,
    }),
    /** booking path: product (a package), custom (self-chosen), customize (a questionnaire's plan) */
    bookingType: z.enum(['product', 'custom', 'customize']),
    customIdList: ids.optional(),
    recommendIdList: ids.optional(),
    materialList: z.array(z.object({ id: z.string(), count: z.number().int() })).optional(),
    customMaterial: z.object({ id: z.string(), price: money }).optional().nullable(),
    packages: z.array(z.string()).optional(),
    isPackage: z.union([z.boolean(), flag]).optional(),
    testPackageId: z.string().optional().nullable(),
    schemeDeleted: ids.optional(),
    grade: z.string().optional(),
    gradeName: z.string().optional(),
    /** what the screen showed as payable, fen */
    price: money,
    discountPriceTotal: money.optional(),
    autoBind: flag.optional(),
    boExaminationDate: isoDate.or(z.literal('')).refine((d) => d !== '', '请选择体检日期'),
    boExaminationTime: z.string().optional(),
    boExaminationTimeNo: z.number({ error: '请选择体检时段' }).int(),
    boExaminationTimeId: z.number().int().optional(),
    payType,
    paymentType: payType.optional(),
    scope: z.enum(['paper', 'package', 'exam']).optional(),
    /** the e-coupon id, at most one, online payment only */
    coupon: z.number().int().positive().optional().nullable(),
    cardNoList: z.array(z.string().max(32)).max(3, '最多可选择三张电子体检卡').optional(),
    /** exclusive services chosen (projectId) */
    serviceIds: z.array(projectId).max(5).optional(),
    /** 1: paper report delivered (electronic report option) */
    isDeliver: flag.optional(),
    ...paperInvoiceRequest,
    /** pre-exam conditions the person declared on confirm-items (pregnant, implants…), on top of the questionnaire's */
    conditions: z.array(z.string().max(40)).max(20).optional(),
    quickAppointment: z.union([z.boolean(), flag]).optional(),
  }),
  /** code 0: created; -1, -2, -3: spec 8 (message carries the Chinese text) */
  data: z.object({
    code: orderAnswerCode,
    message: z.string().nullable(),
    orderId: z.number().int().nullable(),
    orderNo: z.string().nullable(),
    status: orderStatus.nullable(),
    /** what is still to pay online, fen (0 when nothing is) */
    payable: money,
  }),
  topLevel: z.object({ orderId: z.number().int().nullable(), orderNo: z.string().nullable() }),
});

export const orderLine = z.object({
  projectId: z.string(),
  item: z.string(),
  price: money,
  kind: z.enum(['package', 'custom', 'material', 'service', 'gift']),
  fasting: flag,
});

/** What every view of an order shares: the person's detail and list, and the centre's desk. */
export const orderHead = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: orderStatus,
  statusName: z.string(),
  sysCenterId: z.string(),
  name: z.string(),
  /** masked: 110***********1234 (the desk checks the ID card itself) */
  identityCardNo: z.string(),
  boExaminationDate: isoDate,
  boExaminationTime: z.string(),
  packageName: z.string().nullable(),
  payType,
  /** what the person pays (online or at the centre) after coupon and cards */
  payable: money,
  /** paid online so far */
  paid: money,
});

export const orderDetail = orderHead.extend({
  sysCenterName: z.string(),
  centrePhone: z.string(),
  centreAddress: z.string(),
  sexCode,
  age: z.number().int(),
  marryStateCode,
  /** masked: 138****8000 */
  boCellPhoneNo: z.string(),
  boExaminationTimeNo: z.number().int(),
  packageId: z.string().nullable(),
  bookingType: z.enum(['product', 'custom', 'customize']),
  items: z.array(orderLine),
  /** the items after package discount, rules and ratios */
  itemsPrice: money,
  couponName: z.string().nullable(),
  couponDiscount: money,
  servicePrice: money,
  /** the consumables as the centre's one fee item (00-77), else 0 */
  materialFee: money,
  /** the consumables as items (耗材费用), else 0: part of the payable, after the cards */
  materialItemsPrice: money,
  cardNos: z.array(z.string()),
  cardPaid: money,
  isDeliver: flag,
  invoice: z
    .object({
      invoiceTitleType: z.enum(['0', '1']),
      companyName: z.string(),
      consignee: z.string(),
      mobile: z.string(),
      postAddress: z.string(),
    })
    .nullable(),
  needsReview: z.boolean(),
  createdAt: z.string(),
  /** an unpaid online order is released at this instant (ISO) */
  payDeadline: z.string().nullable(),
  /** the plan as booked, for confirm-items in edit mode */
  plan: orderPlan,
  /** whether the date can still be moved, and the centre's rule */
  reschedule: rescheduleInfo,
  /** what the status means for the person and what happens next */
  statusMeaning: z.string(),
  /** what the person may do now (the domain's actionsFor with the order's facts) */
  actions: orderActions,
  checkIn: orderCheckIn,
  review: orderReview,
  /** every status change, oldest first */
  history: z.array(orderHistoryEntry),
  /** fasting and preparation notes of the booked items */
  preparation: z.array(z.string()),
});

export const getOrder = endpoint({
  id: 'getOrder',
  method: 'GET',
  path: '/wx/1/appointment/order.json',
  tag: 'orders',
  summary: '订单详情（只读本人订单）',
  auth: true,
  query: z.object({ _BIZCODE: bizCode('0002').optional(), orderId }),
  data: orderDetail,
});

/** payableTotal's answer (spec 9), as the domain computes it for web and server alike. */
const payableBreakdown = z.object({
  /** the items after package discount, rules and ratios, without the consumables */
  itemsTotal: money,
  couponDiscount: money,
  servicesTotal: money,
  /** the consumables as the centre's one fee item (00-77), else 0 */
  materialFee: money,
  /** the consumables as items, else 0 */
  materialItemsTotal: money,
  /** what cards may pay: items − coupon + services + material fee */
  cardDue: money,
  /** what each chosen card pays, in the order chosen */
  cardDebits: z.array(z.object({ cardNo: z.string(), amount: money })),
  cardTotal: money,
  /** the amount to pay (online, or at the centre when paid there) */
  payable: money,
}) satisfies z.ZodType<PayableBreakdown>;

export const orderQuote = z.object({
  /** the lines the order would keep: items (package items as such), consumables, services, a gift coupon's item */
  lines: z.array(orderLine),
  /** the catalogue engine's prices of the plan (priceSummary) */
  prices: z.object({
    /** the package: its items' list prices × its discount */
    productPrice: money,
    /** 补差价 of swapped package items */
    replacePrice: money,
    /** custom items after combination prices and ratios */
    customPrice: money,
    materialPrice: money,
    /** list price of the package or base items as checked */
    baseProjectPrice: money,
    /** ids of the combination prices that applied */
    appliedRules: z.array(z.string()),
  }),
  breakdown: payableBreakdown,
  /** the coupon the order would hold (its discount is breakdown.couponDiscount) */
  coupon: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** the status the order would start in (order_pending: a doctor reviews it first) */
  status: orderStatus,
  needsReview: z.boolean(),
});

/**
 * POST /wx/2/appointment/quote.json: what submitOrder would charge for this cart, computed by the same
 * server code with the same refusals, holding and writing nothing. The cart is submit's body without
 * what only booking needs: no idempotency key, no price to confirm, no slot; the date is optional
 * (it only decides which exclusive services are offered). New orders only (0002, 0019).
 */
export const quoteOrder = endpoint({
  id: 'quoteOrder',
  method: 'POST',
  path: '/wx/2/appointment/quote.json',
  tag: 'orders',
  summary: '订单报价：与提交订单同一计价与校验（明细、优惠、用券用卡、应付金额），不占号、不扣卡、不写入',
  auth: true,
  body: submitOrder.body
    .omit({
      idempotencyKey: true,
      id: true,
      price: true,
      discountPriceTotal: true,
      boExaminationDate: true,
      boExaminationTime: true,
      boExaminationTimeNo: true,
      boExaminationTimeId: true,
    })
    .extend({
      _BIZCODE: z.enum(['0002', '0019'], { error: '业务编码不正确' }),
      boExaminationDate: isoDate.optional(),
    }),
  data: orderQuote,
});

export type OrderCards = DataOf<typeof getOrderCards>;
export type OrderDetail = z.output<typeof orderDetail>;
export type OrderLine = z.output<typeof orderLine>;
export type OrderQuote = DataOf<typeof quoteOrder>;
export type SubmitOrderResult = DataOf<typeof submitOrder>;
