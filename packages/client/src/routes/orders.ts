import type { orders as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const orders = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  checkExistingOrder: ['GET', '/wx/order/validate.json'],
  getCoupons: ['GET', '/wx/1/pay/couponUnity.json'],
  getExclusiveServices: ['POST', '/wx/2/appointment/valueAddedServiceItem.json'],
  getOrder: ['GET', '/wx/1/appointment/order.json'],
  getOrderCards: ['POST', '/center-service/exam_card/order_card'],
  quoteOrder: ['POST', '/wx/2/appointment/quote.json'],
  submitOrder: ['POST', '/wx/2/appointment/order.json'],
});
