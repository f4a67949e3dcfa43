import type { wallet as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const wallet = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getCardLedger: ['GET', '/center-service/exam_card/ledger'],
  getCouponDetail: ['GET', '/platform/coupon/detailUnity.json'],
  getMyCards: ['GET', '/center-service/exam_card/my_card'],
});
