import type { catalogue as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const catalogue = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getBaseProjects: ['GET', '/center-service/v1/project/base'],
  getClassifyList: ['GET', '/center-service/v1/project/classify/list'],
  getMaterialsFee: ['GET', '/order/getOrderMaterialsFee.json'],
  getPricingRules: ['GET', '/center-service/v1/project/pricing_rules/:sysCenterId'],
  getProduct: ['GET', '/center-service/v1/product/:productId'],
  getProducts: ['GET', '/center-service/v1/product/list'],
  getProjectData: ['GET', '/center-service/v1/project/list'],
  getProjectMerge: ['GET', '/platform/projectmapping/projectmerge.json'],
  getUpgrades: ['GET', '/center-service/v1/price/upgrades/:centreId'],
});
