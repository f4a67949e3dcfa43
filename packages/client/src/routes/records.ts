import type { records as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const records = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getMedicalCard: ['GET', '/center-service/medical_card/detail'],
  getPurchase: ['GET', '/assess-service/v1/product/sales/wxPurchaserDetail'],
  listMedicalCards: ['GET', '/center-service/medical_card/list'],
  listPurchases: ['GET', '/assess-service/v1/product/sales/wxPurchaserHistory'],
});
