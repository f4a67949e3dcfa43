/** The paper invoice of spec 3 "Invoice form": title type 0 personal, 1 company. */
export interface InvoiceForm {
  invoiceTitleType: '0' | '1';
  companyName: string;
  consignee: string;
  mobile: string;
  postAddress: string;
}

export type SubmitPopup = 'date' | 'coupon' | 'card' | 'service' | 'invoice' | null;
