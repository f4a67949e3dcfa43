// The pages of this feature the app routes to, each loaded on its first visit.
export const bookingPages = {
  submit: () =>
    import('./pages/submit-page.tsx').then((m) => {
      m.startSubmitReads();
      return { Component: m.SubmitPage };
    }),
  onlinePayment: () =>
    import('./pages/online-payment-page.tsx').then((m) => ({ Component: m.OnlinePaymentPage })),
  pay: () => import('./pages/pay-page.tsx').then((m) => ({ Component: m.PayPage })),
  qrPay: () => import('./pages/qr-pay-page.tsx').then((m) => ({ Component: m.QrPayPage })),
  orderSucceed: () => import('./pages/succeed-page.tsx').then((m) => ({ Component: m.SucceedPage })),
  orderVerify: () => import('./pages/verify-page.tsx').then((m) => ({ Component: m.VerifyPage })),
};
