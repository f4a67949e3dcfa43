// Paying online: the payment's reads and the sandbox's 确认支付, and the screens' parts — the choice of
// 本机支付 / 扫码支付 with the countdown (WeChat Pay's JSAPI or H5 cashier for this phone, its Native code
// for another; Alipay's wap page or its QR code, where the centre offers both 微信支付 and 支付宝支付), the QR code, the facts of what is paid. An order (booking's
// pay pages) and a purchase (a health card, a special package) are paid on the same parts. A leaf: it
// imports no other feature.
import './payment.css';

export { paymentKeys } from './api/payment-keys.ts';
export {
  confirmSandboxPayment,
  createNativePayment,
  createPaymentAt,
  createPaymentQueryOptions,
  getPaymentQueryOptions,
  isPayId,
  type Payment,
  paidPagePath,
} from './api/payments.ts';
export { PaymentChoice } from './components/payment-choice.tsx';
export { PaymentFacts } from './components/payment-facts.tsx';
export { QrImage } from './components/qr-image.tsx';
export { QrPayment } from './components/qr-payment.tsx';
export { formatCountdown, useCountdownTo } from './components/use-countdown-to.ts';
export { localPayer } from './lib/pay-channel.ts';
export { payment as paymentCopy } from './payment-copy.ts';
