import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { bizCode } from '../fields.ts';

/** What the owner sees of their own account (values not filled in are null); never a hash or openid. */
export const userProfile = z.object({
  id: z.number().int(),
  callName: z.string().nullable(),
  name: z.string().nullable(),
  /** The owner's own phone, whole; the web masks it on screen. */
  mobilePhone: z.string(),
  idCardNo: z.string().nullable(),
  sexCode: z.enum(['male', 'female']).nullable(),
  age: z.number().int().nullable(),
  marryStateCode: z.enum(['married', 'unmarried']).nullable(),
  folkId: z.number().int().nullable(),
  folkName: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  isGzbd: z.number().int(),
  hasPassword: z.boolean(),
});

const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).optional().nullable();
const optionalNumber = z
  .union([z.number(), z.string().trim().max(10)])
  .optional()
  .nullable();

export const getUser = endpoint({
  id: 'getUser',
  method: 'GET',
  path: '/wx/user/getUser.json',
  tag: 'account',
  summary: '当前用户资料',
  auth: true,
  data: userProfile,
});

export const updateUser = endpoint({
  id: 'updateUser',
  method: 'POST',
  path: '/wx/system/updateuser.json',
  tag: 'account',
  summary: '修改用户资料（身份证号决定性别与年龄）',
  auth: true,
  body: z.object({
    _BIZCODE: bizCode('0004'),
    callName: optionalText(20, '称呼不能大于20个字符'),
    name: optionalText(20, '姓名不能大于20个字符'),
    idCardNo: optionalText(18, '身份证格式有误'),
    identityCardNo: optionalText(18, '身份证格式有误'),
    sexCode: optionalText(10, '请选择性别'),
    age: optionalNumber,
    marryStateCode: optionalText(10, '请选择婚姻状况'),
    folkId: optionalNumber,
    height: optionalNumber,
    weight: optionalNumber,
    // Sent by the client for the record; the server derives both itself from the ID number.
    sexFromId: z.unknown().optional(),
    ageFromId: z.unknown().optional(),
  }),
  data: userProfile,
});

export const getTabStats = endpoint({
  id: 'getTabStats',
  method: 'GET',
  path: '/center-service/personal/personalTabStats',
  tag: 'account',
  summary: '个人中心角标：健康卡、体检卡、优惠券数量',
  auth: true,
  query: z.object({ sysCenterId: z.string().max(20, '体检中心编号不正确').optional() }),
  data: z.object({
    healthtCard: z.number().int(),
    cardCount: z.number().int(),
    couponCount: z.number().int(),
  }),
});

export type UserProfile = z.infer<typeof userProfile>;
export type TabStats = DataOf<typeof getTabStats>;
