import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';

export const getJssdkSignature = endpoint({
  id: 'getJssdkSignature',
  method: 'GET',
  path: '/wx/jssdk.json',
  tag: 'wechat',
  summary: '微信 JS-SDK 签名（jsapi_ticket 串的 sha1）',
  query: z.object({
    sid: z.string().max(20).optional(),
    url: z.string({ error: '缺少页面地址' }).url('页面地址不正确').max(2000, '页面地址过长'),
  }),
  data: z.object({ appid: z.string(), timestamp: z.string(), noncestr: z.string(), signature: z.string() }),
});

export const authorizeWechat = endpoint({
  id: 'authorizeWechat',
  method: 'GET',
  path: '/authorize_wx.html',
  tag: 'wechat',
  summary: '302 到微信网页授权；未配置公众号时直接回到 redirect',
  produces: 'redirect',
  query: z.object({ redirect: z.string().max(2000).optional() }),
});

export const wechatOauthCallback = endpoint({
  id: 'wechatOauthCallback',
  method: 'GET',
  path: '/wx/oauth/callback',
  tag: 'wechat',
  summary: '微信授权回调：用 code 换 openid，302 回到 redirect 并带上 openid（失败时带 wxauth=failed）',
  produces: 'redirect',
  query: z.object({
    redirect: z.string().max(2000).optional(),
    code: z.string().max(512).optional(),
    state: z.string().max(128).optional(),
  }),
});

export type JssdkSignature = DataOf<typeof getJssdkSignature>;
