import type { centres as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const centres = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getCentre: ['GET', '/app/system/center.json'],
  getCities: ['GET', '/wx/2/system/center.json'],
  getConfigInfo: ['GET', '/wx/1/appointment/configInfo.json'],
  getNearestCity: ['GET', '/center-service/v1/location/city'],
});
