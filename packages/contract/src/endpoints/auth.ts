import { RuleMessages, validateImageCode, validatePassword, validateSmsCode } from '@tijian/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { bizCode, checked, mobilePhone } from '../fields.ts';
import { userProfile } from './users.ts';

const openid = z.string().trim().max(64).optional();

export const loginResult = z.object({
  token: z.string(),
  clientId: z.string(),
  user: userProfile,
});
/** The spec reads token and clientId at the top level of a login answer. */
const loginTopLevel = z.object({ token: z.string(), clientId: z.string() });

export const smsLoginBody = z.object({
  loginType: z.union([z.literal(1), z.literal('1')], { error: '登录方式不正确' }),
  mobilePhone,
  msgCode: checked(validateSmsCode, RuleMessages.smsCodeRequired),
  openid,
});

export const passwordLoginBody = z.object({
  username: mobilePhone,
  password: z
    .string({ error: RuleMessages.passwordRequired })
    .min(1, RuleMessages.passwordRequired)
    .max(64, '密码长度不正确'),
  /** Required after 5 failed logins of the phone (the answer login,picCode says so). */
  picValidateCode: z.string().max(8).optional(),
  openid,
});

export const getImageCode = endpoint({
  id: 'getImageCode',
  method: 'GET',
  path: '/wx/validationCode.json',
  tag: 'session',
  // Clients add ?r=<random> to defeat caches; it is ignored, whatever it holds.
  summary: '图形验证码（SVG，5 分钟内有效，用一次即失效，与 clientId 绑定）；查询参数 r 仅防缓存，忽略',
  produces: 'svg',
});

export const sendSmsCode = endpoint({
  id: 'sendSmsCode',
  method: 'POST',
  path: '/wx/1/system/user.json',
  tag: 'session',
  summary: '发送短信验证码（需图形验证码；同一手机号 59 秒一次）',
  body: z.object({
    _BIZCODE: bizCode('0002'),
    mobilePhone,
    picValidateCode: checked(validateImageCode, RuleMessages.imageCodeRequired),
    // The spec's client repeats these in the body; the client id that counts is the header or cookie.
    clientId: z.string().max(64).optional(),
    promotionCode: z.string().max(64).optional(),
  }),
  data: z.object({ countdown: z.number().int() }),
});

export const login = endpoint({
  id: 'login',
  method: 'POST',
  path: '/wx/login.json',
  tag: 'session',
  summary: '登录：短信验证码（loginType 1）或手机号 + 密码',
  body: z.union([smsLoginBody, passwordLoginBody]),
  data: loginResult,
  topLevel: loginTopLevel,
});

export const partnerLogin = endpoint({
  id: 'partnerLogin',
  method: 'POST',
  path: '/wx/2/user/user.json',
  tag: 'session',
  summary: '合作平台签名链接登录（链接有效期不超过 10 分钟，只能使用一次）',
  body: z.object({
    platformUserCode: z.string({ error: '缺少合作平台编码' }).min(1, '缺少合作平台编码').max(64),
    u: mobilePhone,
    p: z.string({ error: '登录链接无效' }).min(3, '登录链接无效').max(200, '登录链接无效'),
  }),
  data: loginResult,
  topLevel: loginTopLevel,
});

export const logout = endpoint({
  id: 'logout',
  method: 'GET',
  path: '/wx/logout.json',
  tag: 'session',
  summary: '退出登录（kickout=1：被挤下线后的退出）',
  query: z.object({ kickout: z.enum(['0', '1']).optional() }),
  data: z.null(),
});

export const changePassword = endpoint({
  id: 'changePassword',
  method: 'POST',
  path: '/wx/system/user.json',
  tag: 'account',
  summary: '密码：0005 校验原密码，0006 设置新密码',
  auth: true,
  body: z.discriminatedUnion('_BIZCODE', [
    z.object({
      _BIZCODE: z.literal('0005'),
      oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(64),
    }),
    z.object({
      _BIZCODE: z.literal('0006'),
      oldPassword: z.string().max(64).optional(),
      newPassword: checked(validatePassword, '请输入新密码'),
    }),
  ]),
  data: z.object({ ok: z.literal(true) }),
});

export type LoginResult = z.infer<typeof loginResult>;
export type LoginTopLevel = z.infer<typeof loginTopLevel>;
