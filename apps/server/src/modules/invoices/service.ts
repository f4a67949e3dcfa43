import type { invoices } from '@tijian/contract';
import {
  chineseCapitalAmount,
  fen,
  INVOICE_TITLE_TYPE_NAMES,
  InvoiceMessages,
  type InvoiceRefusal,
  type InvoiceTitle,
  invoiceAmount,
  invoiceLines,
  invoiceNoOf,
  invoiceTitleError,
  normalInvoiceTitle,
} from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { FileAnswer } from '../../http/route.ts';
import { OrderMessages } from '../orders/messages.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { type InvoiceSource, invoicesRepository as repo } from './repository.ts';
import type { EInvoiceRow } from './schema.ts';

type EInvoice = invoices.EInvoice;
type InvoiceState = invoices.InvoiceState;

const refusalText = (refusal: InvoiceRefusal | null) => (refusal ? InvoiceMessages[refusal] : '');

function view(row: EInvoiceRow, orderNo: string): EInvoice {
  return {
    invoiceNo: row.invoiceNo,
    orderId: row.orderId,
    orderNo,
    titleType: row.titleType,
    titleTypeName: INVOICE_TITLE_TYPE_NAMES[row.titleType],
    buyerName: row.buyerName,
    taxNumber: row.taxNumber,
    amount: row.amount,
    amountInWords: chineseCapitalAmount(row.amount),
    lines: row.lines,
    sysCenterId: row.centreId,
    sellerName: row.sellerName,
    issuedAt: row.issuedAt.toISOString(),
  };
}

/** Whether the order may have an e-invoice now, and what it would cover. */
function eligibility(source: InvoiceSource) {
  if (source.eInvoice !== 1) return { amount: null, refusal: 'centreWithout' as const };
  return invoiceAmount({ paidOnline: fen(source.paidOnline), refunded: fen(source.refunded) });
}

/**
 * Electronic invoices of orders paid online (issue 21): one per order, issued on the person's request
 * to the title they give, for what they paid online less what came back. The issued row is the
 * invoice: reading it or its PDF again gives the same one, whatever happens to the order after.
 */
export function createInvoicesService({ db, clock }: { db: Db; clock: () => Date }) {
  async function sourceOf(userId: number, orderId: number): Promise<InvoiceSource> {
    const source = await repo.source(db, userId, orderId);
    if (!source) throw notFound(OrderMessages.notFound);
    return source;
  }

  return {
    /** GET /wx/invoice/detail.json */
    async state(userId: number, orderId: number): Promise<InvoiceState> {
      const source = await sourceOf(userId, orderId);
      const row = await repo.ofOrder(db, userId, orderId);
      const centreOffers = source.eInvoice === 1;
      if (row) {
        return {
          invoice: view(row, source.orderNo),
          canRequest: false,
          refusal: null,
          refusalText: '',
          centreOffers,
          amount: null,
        };
      }
      const { amount, refusal } = eligibility(source);
      return {
        invoice: null,
        canRequest: refusal === null,
        refusal,
        refusalText: refusalText(refusal),
        centreOffers,
        amount,
      };
    },

    /**
     * POST /wx/invoice/apply.json: issues the order's invoice, or answers the one it has (whatever
     * title the second request names). The title is checked again here, whoever called.
     */
    async request(userId: number, input: InvoiceTitle & { orderId: number }): Promise<EInvoice> {
      const source = await sourceOf(userId, input.orderId);
      const existing = await repo.ofOrder(db, userId, input.orderId);
      if (existing) return view(existing, source.orderNo);
      const title = normalInvoiceTitle(input);
      const titleError = invoiceTitleError(title);
      if (titleError) throw invalid(titleError);
      const { amount, refusal } = eligibility(source);
      if (refusal !== null) throw invalid(InvoiceMessages[refusal]);
      const issuedAt = clock();
      const booked = await repo.lines(db, input.orderId);
      const row = await repo.insertOnce(db, {
        invoiceNo: invoiceNoOf(input.orderId, issuedAt),
        orderId: input.orderId,
        userId,
        titleType: title.titleType,
        buyerName: title.name,
        taxNumber: title.taxNumber,
        amount,
        lines: invoiceLines(booked, amount),
        centreId: source.centreId,
        sellerName: source.centreName,
        issuedAt,
      });
      return view(row, source.orderNo);
    },

    /** GET /wx/invoice/:orderId/invoice.pdf: the issued invoice's PDF; none for another's order. */
    async pdf(userId: number, orderId: number): Promise<FileAnswer> {
      const row = await repo.ofOrder(db, userId, orderId);
      if (!row) throw notFound(InvoiceMessages.notFound);
      const source = await sourceOf(userId, orderId);
      return {
        bytes: await invoicePdf({ ...row, orderNo: source.orderNo }),
        fileName: `电子发票-${row.invoiceNo}.pdf`,
      };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
