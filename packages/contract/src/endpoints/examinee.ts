import { OPTION_LIST_TYPES, RELATIONS, type RelationCode } from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';

/** One item of an option list (spec 3): code, Chinese name, id, sometimes value. */
export const optionItem = z.object({
  code: z.string(),
  name: z.string(),
  id: z.number().int(),
  value: z.string().optional(),
});

export const getDictList = endpoint({
  id: 'getDictList',
  method: 'GET',
  path: '/center-service/v1/dict/list',
  tag: 'examinee',
  summary: '选项列表：关系、性别、婚姻、职业、民族、学历、体检类型、适用对象',
  query: z.object({
    type: z.enum(OPTION_LIST_TYPES as [string, ...string[]], { error: '选项类型不正确' }),
  }),
  data: z.array(optionItem),
});

const RELATION_CODES = RELATIONS.map((r) => r.code) as [RelationCode, ...RelationCode[]];
const relation = z.enum(RELATION_CODES, { error: '请选择与本人关系' });

/** A family member as the list shows it: the ID number masked (110***********1234). */
export const familyMemberSummary = z.object({
  id: z.number().int(),
  relationCode: relation,
  relationName: z.string(),
  callName: z.string(),
  idCardNo: z.string().nullable(),
  boCellPhoneNo: z.string().nullable(),
  sexCode: z.enum(['male', 'female']),
  age: z.number().int(),
  marryStateCode: z.enum(['married', 'unmarried']),
  folkId: z.number().int(),
  folkName: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
});

/** One member as its editor shows it: the whole ID number, to the account that saved it only. */
export const familyMember = familyMemberSummary;

const text = (max: number, message: string) => z.string().trim().max(max, message).optional().nullable();
const numberish = z
  .union([z.number(), z.string().trim().max(10)])
  .optional()
  .nullable();
const MEMBER_ID = '家庭成员编号不正确';
const memberId = z.union(
  [
    z.number({ error: MEMBER_ID }).int(MEMBER_ID).positive(MEMBER_ID),
    z
      .string({ error: MEMBER_ID })
      .regex(/^\d{1,10}$/, MEMBER_ID)
      .transform(Number),
  ],
  { error: MEMBER_ID },
);

export const listFamilyMembers = endpoint({
  id: 'listFamilyMembers',
  method: 'GET',
  path: '/assess-service/v1/family/member/list',
  tag: 'examinee',
  summary: '家庭成员列表（身份证号脱敏）',
  auth: true,
  data: z.array(familyMemberSummary),
});

export const getFamilyMember = endpoint({
  id: 'getFamilyMember',
  method: 'GET',
  path: '/assess-service/v1/family/member/detail',
  tag: 'examinee',
  summary: '家庭成员详情（编辑用，含完整身份证号）',
  auth: true,
  query: z.object({ id: memberId }),
  data: familyMember,
});

export const saveFamilyMember = endpoint({
  id: 'saveFamilyMember',
  method: 'POST',
  path: '/assess-service/v1/family/member/save',
  tag: 'examinee',
  summary: '新增或修改家庭成员（带 id 为修改；delete: true 为删除）',
  auth: true,
  body: z.object({
    id: memberId.optional().nullable(),
    /** With an id: remove that member instead of saving it. */
    delete: z.boolean().optional(),
    relationCode: text(30, '请选择与本人关系'),
    callName: text(20, '姓名不能大于20个字符'),
    idCardNo: text(18, '身份证格式有误'),
    boCellPhoneNo: text(11, '手机号码格式不正确'),
    sexCode: text(10, '请选择性别'),
    age: numberish,
    marryStateCode: text(10, '请选择婚姻状况'),
    folkId: numberish,
    height: numberish,
    weight: numberish,
  }),
  /** The saved member; null after a delete. */
  data: familyMember.nullable(),
});

export type OptionItemWire = z.infer<typeof optionItem>;
export type FamilyMember = DataOf<typeof getFamilyMember>;
export type FamilyMemberSummary = z.infer<typeof familyMemberSummary>;
