import type { operatorRefunds as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const operatorRefunds = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  operatorDeskRefund: ['POST', '/operator/refunds/desk.json'],
  operatorListRefunds: ['GET', '/operator/refunds.json'],
  operatorOrderRefunds: ['GET', '/operator/refunds/order.json'],
});
