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
});

export const operatorLogin = endpoint({
  id: 'operatorLogin',
  method: 'POST',
  path: '/operator/login.json',
  tag: 'operator',
  summary: '中心工作人员登录（与用户账号分开）；token 放在 x-operator-token 头中使用',
  body: z.object({
    username: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(40, '账号不正确'),
    password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码不正确'),
  }),
  data: operatorProfile.extend({ token: z.string(), expiresAt: z.string() }),
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

export type OperatorProfile = z.output<typeof operatorProfile>;
export type OperatorRoleName = (typeof OPERATOR_ROLES)[number];
