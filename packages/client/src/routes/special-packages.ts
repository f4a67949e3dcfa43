import type { specialPackages as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const specialPackages = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getSpecialPackage: ['GET', '/center-service/v1/special_package/detail/:id'],
  listSpecialPackages: ['GET', '/center-service/v1/special_package/list'],
});
