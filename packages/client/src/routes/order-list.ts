import type { orderList as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const orderList = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  cancelOrder: ['POST', '/wx/order/cancel.json'],
  listOrders: ['GET', '/individuation-service/order/listOrder'],
});
