/** The paper invoice of spec 3 "Invoice form": title type 0 personal, 1 company. */
export type { InvoiceForm } from '@/shared/ui/invoice-popup.tsx';

export type SubmitPopup = 'date' | 'coupon' | 'card' | 'service' | 'invoice' | null;
