import type { purchases as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const purchases = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  buyProduct: ['POST', '/assess-service/v1/manangerService/buyProducts'],
  getProductPurchase: ['GET', '/assess-service/v1/manangerService/purchase'],
  listHealthCardProducts: ['GET', '/assess-service/v1/manangerService/products'],
  payProductPurchase: ['POST', '/assess-service/v1/manangerService/prepay'],
});
