// A centre's staff accounts, as its manager keeps them (the staff console's 账号管理): who works
// there with which role, new accounts, roles, stopping an account, resetting a password or an
// authenticator, and whether the centre requires the second factor (TOTP). Operator sessions only
// (header x-operator-token), managers of the centre only; every call is audited. Changes carry the
// `version` the screen showed: when someone else changed the record meanwhile the answer is
// operator,conflict and nothing is written.
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { centreId } from '../fields.ts';
import { OPERATOR_ROLES, staffPassword } from './operator.ts';

const role = z.enum(OPERATOR_ROLES, { error: '请选择角色' });
const operatorId = z
  .number({ error: '工作人员编号不正确' })
  .int('工作人员编号不正确')
  .positive('工作人员编号不正确');
const version = z.number({ error: '请刷新后重试' }).int('请刷新后重试').min(0, '请刷新后重试');

/** One person's account and role at the centre. */
export const staffMember = z.object({
  operatorId: z.number().int(),
  username: z.string(),
  name: z.string(),
  role,
  /** their role at this centre is stopped (the manager's 停用) */
  disabled: z.boolean(),
  totpEnrolled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** what a change of role or status sends back */
  version: z.number().int(),
});

const totpSetting = z.object({ requireTotp: z.boolean(), version: z.number().int() });

export const operatorListStaff = endpoint({
  id: 'operatorListStaff',
  method: 'GET',
  path: '/operator/staff.json',
  tag: 'operator',
  summary:
    '本中心的工作人员（管理员）：账号、姓名、角色、是否停用、是否绑定动态验证码、最近登录，以及是否要求两步验证',
  auth: 'operator',
  query: z.object({ sysCenterId: centreId }),
  data: z.object({ list: z.array(staffMember), totp: totpSetting }),
});

export const operatorCreateStaff = endpoint({
  id: 'operatorCreateStaff',
  method: 'POST',
  path: '/operator/staff/create.json',
  tag: 'operator',
  summary: '新建本中心工作人员账号（管理员）：账号3–40位小写字母、数字、-或_，初始密码至少8位且含字母和数字',
  auth: 'operator',
  body: z.object({
    sysCenterId: centreId,
    username: z
      .string({ error: '请输入账号' })
      .trim()
      .regex(/^[a-z0-9_-]{3,40}$/, '账号为3–40位小写字母、数字、-或_'),
    name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(20, '姓名最多20个字'),
    role,
    password: staffPassword,
  }),
  data: staffMember,
});

export const operatorSetStaffRole = endpoint({
  id: 'operatorSetStaffRole',
  method: 'POST',
  path: '/operator/staff/role.json',
  tag: 'operator',
  summary: '更改工作人员在本中心的角色（管理员；不能更改自己的角色）',
  auth: 'operator',
  body: z.object({ sysCenterId: centreId, operatorId, role, version }),
  data: staffMember,
});

export const operatorSetStaffDisabled = endpoint({
  id: 'operatorSetStaffDisabled',
  method: 'POST',
  path: '/operator/staff/disabled.json',
  tag: 'operator',
  summary: '停用或启用工作人员在本中心的账号（管理员；不能停用自己）',
  auth: 'operator',
  body: z.object({
    sysCenterId: centreId,
    operatorId,
    disabled: z.boolean({ error: '请选择停用或启用' }),
    version,
  }),
  data: staffMember,
});

export const operatorResetStaffPassword = endpoint({
  id: 'operatorResetStaffPassword',
  method: 'POST',
  path: '/operator/staff/password.json',
  tag: 'operator',
  summary: '重置工作人员的密码（管理员）：其所有会话随之结束；自己的密码请在“修改密码”中修改',
  auth: 'operator',
  body: z.object({ sysCenterId: centreId, operatorId, password: staffPassword }),
  data: staffMember,
});

export const operatorResetStaffTotp = endpoint({
  id: 'operatorResetStaffTotp',
  method: 'POST',
  path: '/operator/staff/totp-reset.json',
  tag: 'operator',
  summary: '清除工作人员绑定的动态验证码（管理员；如手机丢失），其下次登录时重新绑定',
  auth: 'operator',
  body: z.object({ sysCenterId: centreId, operatorId }),
  data: staffMember,
});

export const operatorSetTotpRequired = endpoint({
  id: 'operatorSetTotpRequired',
  method: 'POST',
  path: '/operator/staff/require-totp.json',
  tag: 'operator',
  summary: '要求或不再要求本中心工作人员使用两步验证（管理员；开启前须自己已绑定动态验证码）',
  auth: 'operator',
  body: z.object({
    sysCenterId: centreId,
    requireTotp: z.boolean({ error: '请选择是否要求两步验证' }),
    version,
  }),
  data: totpSetting,
});

export type StaffMember = z.output<typeof staffMember>;
export type StaffList = DataOf<typeof operatorListStaff>;
