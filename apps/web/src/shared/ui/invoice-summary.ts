import type { InvoiceForm } from './invoice-popup.tsx';

/**
 * What a submit screen's 纸质发票 row shows of the invoice asked for. Apart from the popup's module,
 * which loads on its first opening, so the screens' first loads do not carry the form.
 */
export function invoiceSummary(invoice: InvoiceForm | null): string {
  if (!invoice) return '不需要';
  return invoice.companyName ? `公司抬头：${invoice.companyName}` : invoice.consignee;
}
