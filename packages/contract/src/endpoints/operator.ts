// The operator API: how centre staff act on orders until the operator console exists (issue 11
// "The centre's side of the lifecycle"). Operators have their own accounts and sessions (header
// x-operator-token); a customer's token never opens these endpoints.
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const OPERATOR_ROLES = ['desk', 'doctor', 'manager'] as const;

const operatorCentre = z.object({
  centreId: z.string(),
  centreName: z.string(),
  role: z.enum(OPERATOR_ROLES),
});

const operatorProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  centres: z.array(operatorCentre),
  /** a centre of theirs requires the second factor (TOTP) */
  totpRequired: z.boolean(),
  totpEnrolled: z.boolean(),
});

/** 6 digits from the operator's authenticator app. */
export const totpCode = z
  .string({ error: '请输入动态验证码' })
  .trim()
  .regex(/^\d{6}$/, '动态验证码为6位数字');

/**
 * A staff password: 8 to 64 characters with letters and digits (a person types it at a shared
 * desk; the length limit bounds the hashing work).
 */
export const staffPassword = z
  .string({ error: '请输入密码' })
  .min(8, '密码至少8位，须包含字母和数字')
  .max(64, '密码最多64位')
  .regex(/[A-Za-z]/, '密码至少8位，须包含字母和数字')
  .regex(/\d/, '密码至少8位，须包含字母和数字');

/**
 * A session opened: `signedIn`, or `enrolTotp` when a centre of theirs requires the second factor and
 * they have none yet: that session opens only the enrolment (and me, logout) until a first code is
 * confirmed.
 */
const sessionOpened = operatorProfile.extend({
  step: z.enum(['signedIn', 'enrolTotp']),
  token: z.string(),
  expiresAt: z.string(),
});

export const operatorLogin = endpoint({
  id: 'operatorLogin',
  method: 'POST',
  path: '/operator/login.json',
  tag: 'operator',
  summary:
    '中心工作人员登录（与用户账号分开）；token 放在 x-operator-token 头中使用。已绑定动态验证码时答 step=totp 与 challenge，再调用 login/totp.json；所在中心要求两步验证而未绑定时答 step=enrolTotp，该会话只能绑定',
  body: z.object({
    username: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(40, '账号不正确'),
    password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码不正确'),
  }),
  data: z.discriminatedUnion('step', [
    sessionOpened,
    // The password was right; the challenge is good only for the code's check, for a few minutes.
    z.object({ step: z.literal('totp'), challenge: z.string(), expiresAt: z.string() }),
  ]),
});

export const operatorLoginTotp = endpoint({
  id: 'operatorLoginTotp',
  method: 'POST',
  path: '/operator/login/totp.json',
  tag: 'operator',
  summary: '两步验证：用登录答的 challenge 和动态验证码换取会话；错误次数过多暂时锁定，同一验证码只能用一次',
  body: z.object({
    challenge: z.string({ error: '请重新登录' }).min(1, '请重新登录').max(100, '请重新登录'),
    code: totpCode,
  }),
  data: sessionOpened,
});

export const operatorLogout = endpoint({
  id: 'operatorLogout',
  method: 'POST',
  path: '/operator/logout.json',
  tag: 'operator',
  summary: '工作人员退出登录',
  auth: 'operator',
  data: z.object({ ok: z.literal(true) }),
});

export const operatorMe = endpoint({
  id: 'operatorMe',
  method: 'GET',
  path: '/operator/me.json',
  tag: 'operator',
  summary: '当前工作人员及其在各中心的角色',
  auth: 'operator',
  data: operatorProfile,
});

export const operatorChangePassword = endpoint({
  id: 'operatorChangePassword',
  method: 'POST',
  path: '/operator/password.json',
  tag: 'operator',
  summary: '修改自己的密码（须原密码）；本人的其他会话随之结束',
  auth: 'operator',
  body: z.object({
    oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(64, '原密码不正确'),
    newPassword: staffPassword,
  }),
  data: z.object({ ok: z.literal(true) }),
});

export const operatorTotpSetup = endpoint({
  id: 'operatorTotpSetup',
  method: 'POST',
  path: '/operator/totp/setup.json',
  tag: 'operator',
  summary:
    '绑定动态验证码第一步：生成密钥与 otpauth:// 地址（显示为二维码，仅此一次）；已绑定的须先由管理员清除',
  auth: 'operator',
  data: z.object({ secret: z.string(), uri: z.string() }),
});

export const operatorTotpConfirm = endpoint({
  id: 'operatorTotpConfirm',
  method: 'POST',
  path: '/operator/totp/confirm.json',
  tag: 'operator',
  summary: '绑定动态验证码第二步：输入验证器显示的第一个验证码完成绑定',
  auth: 'operator',
  body: z.object({ code: totpCode }),
  data: operatorProfile,
});

export type OperatorProfile = z.output<typeof operatorProfile>;
export type OperatorRoleName = (typeof OPERATOR_ROLES)[number];
