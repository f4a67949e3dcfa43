import type { operator as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const operator = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  operatorChangePassword: ['POST', '/operator/password.json'],
  operatorLogin: ['POST', '/operator/login.json'],
  operatorLoginTotp: ['POST', '/operator/login/totp.json'],
  operatorLogout: ['POST', '/operator/logout.json'],
  operatorMe: ['GET', '/operator/me.json'],
  operatorTotpConfirm: ['POST', '/operator/totp/confirm.json'],
  operatorTotpSetup: ['POST', '/operator/totp/setup.json'],
});
