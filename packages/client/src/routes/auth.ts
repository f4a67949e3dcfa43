import type { auth as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const auth = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  changePassword: ['POST', '/wx/system/user.json'],
  getImageCode: ['GET', '/wx/validationCode.json', 'svg'],
  login: ['POST', '/wx/login.json'],
  logout: ['GET', '/wx/logout.json'],
  partnerLogin: ['POST', '/wx/2/user/user.json'],
  sendSmsCode: ['POST', '/wx/1/system/user.json'],
});
