import type { recheck as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const recheck = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getRecheck: ['GET', '/assess-service/v1/test_report/recheck'],
});
