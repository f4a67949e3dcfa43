// The e-invoice area of the API (issue 21, beyond the spec): for an order paid online at a centre
// that issues e-invoices, the person asks for one with a buyer title (个人 or 单位 with its taxpayer
// number), reads it back, and downloads it as a PDF. Every call is owner-only: another account's
// order answers as a missing one does. Centres without e-invoices keep the spec's paper invoice.
import {
  INVOICE_NAME_MAX,
  InvoiceMessages,
  type InvoiceTitleType,
  invoiceTitleErrors,
  normalInvoiceTitle,
} from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { money } from './catalogue.ts';
import { orderId } from './orders.ts';

// Order ids are PostgreSQL integers: a larger number is no order, answered plainly rather than by the database.
const invoiceOrderId = orderId.refine((n) => n <= 2_147_483_647, { error: '订单编号不正确' });

export const INVOICE_TITLE_TYPES = ['personal', 'company'] as const satisfies readonly InvoiceTitleType[];

/** Why an order cannot have an e-invoice: not paid online, refunded in full, a centre without them. */
export const INVOICE_REFUSALS = ['notPaidOnline', 'fullyRefunded', 'centreWithout'] as const;

export const invoiceLine = z.object({
  item: z.string(),
  /** in fen; the discount line (coupons, cards, refunds) is negative */
  amount: z.number().int(),
});

export const eInvoice = z.object({
  /** the invoice's own number (FP + yyyyMMdd + the order's id) */
  invoiceNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  titleType: z.enum(INVOICE_TITLE_TYPES),
  /** 个人 or 单位 */
  titleTypeName: z.string(),
  buyerName: z.string(),
  /** a company's 纳税人识别号; empty for a person */
  taxNumber: z.string(),
  /** what it covers: paid online less refunded when it was issued, in fen */
  amount: money,
  /** the amount in capitals (壹佰元整) */
  amountInWords: z.string(),
  /** the order's lines as issued */
  lines: z.array(invoiceLine),
  sysCenterId: z.string(),
  /** the seller: the centre */
  sellerName: z.string(),
  /** ISO instant */
  issuedAt: z.string(),
});
export type EInvoice = z.output<typeof eInvoice>;

export const requestInvoice = endpoint({
  id: 'requestInvoice',
  method: 'POST',
  path: '/wx/invoice/apply.json',
  tag: 'invoices',
  summary:
    '申请电子发票（本人在线支付的订单，体检中心须提供电子发票；金额为在线实付减已退款；每单一张，再次申请返回已开具的发票）',
  auth: true,
  body: z
    .object({
      orderId: invoiceOrderId,
      titleType: z.enum(INVOICE_TITLE_TYPES, { error: '请选择抬头类型' }),
      name: z
        .string({ error: InvoiceMessages.personalName })
        .max(INVOICE_NAME_MAX * 4, InvoiceMessages.nameTooLong),
      taxNumber: z.string({ error: InvoiceMessages.taxNumberRequired }).max(64).optional(),
    })
    .superRefine((b, ctx) => {
      const errors = invoiceTitleErrors({
        titleType: b.titleType,
        name: b.name,
        taxNumber: b.taxNumber ?? '',
      });
      if (errors.name) ctx.addIssue({ code: 'custom', message: errors.name, path: ['name'] });
      if (errors.taxNumber) ctx.addIssue({ code: 'custom', message: errors.taxNumber, path: ['taxNumber'] });
    })
    .transform((b) => ({
      orderId: b.orderId,
      ...normalInvoiceTitle({ titleType: b.titleType, name: b.name, taxNumber: b.taxNumber ?? '' }),
    })),
  data: eInvoice,
});

export const getInvoice = endpoint({
  id: 'getInvoice',
  method: 'GET',
  path: '/wx/invoice/detail.json',
  tag: 'invoices',
  summary:
    '订单的电子发票：已开具的发票（未开具为 null），以及能否申请；不能时给出原因（未在线支付、已全额退款、体检中心不提供电子发票）',
  auth: true,
  query: z.object({ orderId: invoiceOrderId }),
  data: z.object({
    invoice: eInvoice.nullable(),
    /** whether 申请电子发票 may be asked now (false once issued) */
    canRequest: z.boolean(),
    /** why not, when the order cannot have one; null when it can or has one */
    refusal: z.enum(INVOICE_REFUSALS).nullable(),
    /** the reason in words, empty when there is none */
    refusalText: z.string(),
    /** the centre issues e-invoices (otherwise the spec's paper invoice applies) */
    centreOffers: z.boolean(),
    /** what an invoice asked now would cover, in fen; null when none can be asked */
    amount: money.nullable(),
  }),
});

export const downloadInvoice = endpoint({
  id: 'downloadInvoice',
  method: 'GET',
  path: '/wx/invoice/:orderId/invoice.pdf',
  tag: 'invoices',
  summary: '下载电子发票 PDF（只限本人订单；他人订单或未开具的答“该电子发票不存在”）',
  auth: true,
  params: z.object({ orderId: invoiceOrderId }),
  produces: 'pdf',
});

export type InvoiceState = DataOf<typeof getInvoice>;
