// What other features use of booking: the online payment screens' parts, so that a purchase (a health
// card, a special package) is paid on the same screens as an order.
export { getPaymentQueryOptions, type Payment } from './api/payments.ts';
export { PaymentChoice } from './components/payment-choice.tsx';
export { QrImage } from './components/qr-image.tsx';
export { QrPayment } from './components/qr-payment.tsx';
export { payment as paymentCopy } from './payment-copy.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
