import type { payments as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const payments = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  confirmSandboxPayment: ['POST', '/pay/sandbox/confirm.json'],
  createPayment: ['POST', '/wx/1/pay/prepay.json'],
  getPayment: ['GET', '/wx/1/pay/status.json'],
  paymentNotify: ['POST', '/pay/notify/:provider'],
});
