import type { operator as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const operator = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  operatorLogin: ['POST', '/operator/login.json'],
  operatorLogout: ['POST', '/operator/logout.json'],
  operatorMe: ['GET', '/operator/me.json'],
});
