import type { operatorOrders as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const operatorOrders = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  operatorCheckIn: ['POST', '/operator/orders/check-in.json'],
  operatorDecideReview: ['POST', '/operator/orders/review.json'],
  operatorExamined: ['POST', '/operator/orders/examined.json'],
  operatorListOrders: ['GET', '/operator/orders.json'],
});
