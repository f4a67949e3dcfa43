import { validateMobilePhone } from '@tijian/domain';
import { invalid } from '../../http/app-error.ts';
import { OrderMessages } from './messages.ts';
import type { OrderInvoice } from './schema.ts';

/** The contract's paperInvoiceRequest fields, as a submit body carries them. */
interface InvoiceRequest {
  invoiceTitleType?: string;
  companyName?: string;
  consignee?: string;
  mobile?: string;
  postAddress?: string;
}

/**
 * The paper invoice an order asks for (spec 5): none without a title type; refused where it is not
 * offered (a centre's personal invoice, a company's for its employees' part), else every field filled
 * and the phone valid.
 */
export function invoiceOf(
  body: InvoiceRequest,
  offered: boolean,
  notOffered: string = OrderMessages.invoiceNotOffered,
): OrderInvoice | null {
  const type = body.invoiceTitleType;
  if (type !== '0' && type !== '1') return null;
  if (!offered) throw invalid(notOffered);
  const invoice: OrderInvoice = {
    invoiceTitleType: type,
    companyName: body.companyName?.trim() ?? '',
    consignee: body.consignee?.trim() ?? '',
    mobile: body.mobile?.trim() ?? '',
    postAddress: body.postAddress?.trim() ?? '',
  };
  if (type === '1' && invoice.companyName === '') throw invalid(OrderMessages.invoiceCompany);
  if (invoice.consignee === '') throw invalid(OrderMessages.invoiceConsignee);
  const phone = validateMobilePhone(invoice.mobile);
  if (phone) throw invalid(phone);
  if (invoice.postAddress === '') throw invalid(OrderMessages.invoiceAddress);
  return invoice;
}
