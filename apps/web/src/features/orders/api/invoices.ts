import { queryOptions } from '@tanstack/react-query';
import { type BodyInputOf, call, invoices, urlOf } from '@tijian/client';
import type { EInvoice, InvoiceState } from '@tijian/contract';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { invoiceKeys } from './invoice-keys.ts';

export type { EInvoice, InvoiceState };
export type RequestInvoiceBody = BodyInputOf<typeof invoices.requestInvoice>;

/**
 * The order's e-invoice, or whether one may be asked and why not. A missing order is the page's to
 * say, so that answer is no toast.
 */
export function getInvoiceStateQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: invoiceKeys.state(orderId),
    queryFn: ({ signal }) =>
      call(invoices.getInvoice, { query: { orderId } }, { signal, silent: isNotFound }),
  });
}

/** Issues the invoice; asked again, the server answers the one already issued. */
export function requestInvoice(body: RequestInvoiceBody): Promise<EInvoice> {
  return call(invoices.requestInvoice, { body });
}

/** The PDF's address: the browser downloads it itself, with the session's cookie. */
export const invoicePdfUrl = (orderId: number) => urlOf(invoices.downloadInvoice, { params: { orderId } });
