import type { wechat as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const wechat = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  authorizeWechat: ['GET', '/authorize_wx.html', 'redirect'],
  getJssdkSignature: ['GET', '/wx/jssdk.json'],
  wechatOauthCallback: ['GET', '/wx/oauth/callback', 'redirect'],
});
