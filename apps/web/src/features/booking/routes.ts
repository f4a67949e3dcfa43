import { nextTask } from '@/shared/lib/next-task.ts';

// The pages of this feature the app routes to, each loaded on its first visit.
export const bookingPages = {
  // A phone reloading the screen runs the page's code, starts its reads and renders, each in a task
  // of its own: in one, they blocked a slow phone's main thread for ~200 ms at once.
  submit: () =>
    import('./pages/submit-page.tsx').then(async (m) => {
      await nextTask();
      m.startSubmitReads();
      await nextTask();
      return { Component: m.SubmitPage };
    }),
  onlinePayment: () =>
    import('./pages/online-payment-page.tsx').then((m) => ({ Component: m.OnlinePaymentPage })),
  pay: () => import('./pages/pay-page.tsx').then((m) => ({ Component: m.PayPage })),
  qrPay: () => import('./pages/qr-pay-page.tsx').then((m) => ({ Component: m.QrPayPage })),
  orderSucceed: () => import('./pages/succeed-page.tsx').then((m) => ({ Component: m.SucceedPage })),
  orderVerify: () => import('./pages/verify-page.tsx').then((m) => ({ Component: m.VerifyPage })),
};
