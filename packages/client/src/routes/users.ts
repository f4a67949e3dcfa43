import type { users as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const users = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getTabStats: ['GET', '/center-service/personal/personalTabStats'],
  getUser: ['GET', '/wx/user/getUser.json'],
  updateUser: ['POST', '/wx/system/updateuser.json'],
});
