import type { refunds as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const refunds = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  applyRefund: ['POST', '/wx/refund/apply.json'],
  getRefund: ['GET', '/wx/refund/detail.json'],
  getRefundQuote: ['GET', '/wx/refund/quote.json'],
  operatorDecideRefund: ['POST', '/operator/refunds/decide.json'],
  refundNotify: ['POST', '/pay/refund-notify/:provider'],
  withdrawRefund: ['POST', '/wx/refund/withdraw.json'],
});
