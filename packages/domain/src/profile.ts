// The profile-update rule, run by the web form for feedback and by the server as the authority.
import type { MarryStateCode, SexCode } from './person-codes.ts';
import { infoFromIdCard, normaliseIdCard, validateIdCard } from './validators/id-card.ts';
import {
  validateAge,
  validateCallName,
  validateHeight,
  validateName,
  validateWeight,
} from './validators/person.ts';

export const SEX_OPTIONS: ReadonlyArray<{ code: SexCode; name: string }> = [
  { code: 'male', name: '男' },
  { code: 'female', name: '女' },
];

export const MARRY_OPTIONS: ReadonlyArray<{ code: MarryStateCode; name: string }> = [
  { code: 'married', name: '已婚' },
  { code: 'unmarried', name: '未婚' },
];

// GB 3304 codes shifted to start at 0 for Han; code 20 is unused in the backend's list.
const FOLK_NAMES: ReadonlyArray<readonly [number, string]> = [
  [0, '汉族'],
  [1, '蒙古族'],
  [2, '回族'],
  [3, '藏族'],
  [4, '维吾尔族'],
  [5, '苗族'],
  [6, '彝族'],
  [7, '壮族'],
  [8, '布依族'],
  [9, '朝鲜族'],
  [10, '满族'],
  [11, '侗族'],
  [12, '瑶族'],
  [13, '白族'],
  [14, '土家族'],
  [15, '哈尼族'],
  [16, '哈萨克族'],
  [17, '傣族'],
  [18, '黎族'],
  [19, '傈僳族'],
  [21, '佤族'],
  [22, '畲族'],
  [23, '高山族'],
  [24, '拉祜族'],
  [25, '水族'],
  [26, '东乡族'],
  [27, '纳西族'],
  [28, '景颇族'],
  [29, '柯尔克孜族'],
  [30, '土族'],
  [31, '达斡尔族'],
  [32, '仫佬族'],
  [33, '羌族'],
  [34, '布朗族'],
  [35, '撒拉族'],
  [36, '毛南族'],
  [37, '仡佬族'],
  [38, '锡伯族'],
  [39, '阿昌族'],
  [40, '普米族'],
  [41, '塔吉克族'],
  [42, '怒族'],
  [43, '乌孜别克族'],
  [44, '俄罗斯族'],
  [45, '鄂温克族'],
  [46, '德昂族'],
  [47, '保安族'],
  [48, '裕固族'],
  [49, '京族'],
  [50, '塔塔尔族'],
  [51, '独龙族'],
  [52, '鄂伦春族'],
  [53, '赫哲族'],
  [54, '门巴族'],
  [55, '珞巴族'],
  [56, '基诺族'],
];

export const FOLKS: ReadonlyArray<{ id: number; name: string }> = FOLK_NAMES.map(([id, name]) => ({
  id,
  name,
}));

const FOLK_IDS = new Set(FOLKS.map((folk) => folk.id));

export interface ProfileInput {
  callName?: string | null;
  name?: string | null;
  idCardNo?: string | null;
  sexCode?: string | null;
  age?: number | string | null;
  marryStateCode?: string | null;
  folkId?: number | string | null;
  height?: number | string | null;
  weight?: number | string | null;
}

export interface NormalisedProfile {
  callName?: string;
  name?: string;
  idCardNo?: string;
  sexCode?: SexCode;
  age?: number;
  marryStateCode?: MarryStateCode;
  folkId?: number;
  height?: number;
  weight?: number;
  sexFromId: boolean;
  ageFromId: boolean;
}

export type ProfileResult =
  | { ok: true; value: NormalisedProfile }
  | { ok: false; field: keyof ProfileInput; message: string };

function present(value: string | number | null | undefined): string | undefined {
  if (value == null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

function isSexCode(value: string): value is SexCode {
  return value === 'male' || value === 'female';
}

function isMarryStateCode(value: string): value is MarryStateCode {
  return value === 'married' || value === 'unmarried';
}

// Partial updates are allowed, so absent fields are left alone rather than reported as missing.
export function validateProfile(input: ProfileInput, today: Date = new Date()): ProfileResult {
  const fail = (field: keyof ProfileInput, message: string): ProfileResult => ({ ok: false, field, message });
  const value: NormalisedProfile = { sexFromId: false, ageFromId: false };

  const callName = present(input.callName);
  if (callName !== undefined) {
    const message = validateCallName(callName);
    if (message) return fail('callName', message);
    value.callName = callName;
  }

  const name = present(input.name);
  if (name !== undefined) {
    const message = validateName(name);
    if (message) return fail('name', message);
    value.name = name;
  }

  const idCardNo = present(input.idCardNo);
  if (idCardNo !== undefined) {
    const message = validateIdCard(idCardNo);
    if (message) return fail('idCardNo', message);
    const info = infoFromIdCard(idCardNo, today);
    if (!info) return fail('idCardNo', '身份证不合法!');
    value.idCardNo = normaliseIdCard(idCardNo);
    // The ID number is authoritative: a hand-entered sex or age that disagrees is a typo.
    value.sexCode = info.sexCode;
    value.age = info.age;
    value.sexFromId = true;
    value.ageFromId = true;
  }

  const sexCode = present(input.sexCode);
  if (sexCode !== undefined && !value.sexFromId) {
    if (!isSexCode(sexCode)) return fail('sexCode', '请选择性别');
    value.sexCode = sexCode;
  }

  const age = present(input.age);
  if (age !== undefined && !value.ageFromId) {
    const message = validateAge(age);
    if (message) return fail('age', message);
    value.age = Number(age);
  }

  const marryStateCode = present(input.marryStateCode);
  if (marryStateCode !== undefined) {
    if (!isMarryStateCode(marryStateCode)) return fail('marryStateCode', '请选择婚姻状况');
    value.marryStateCode = marryStateCode;
  }

  const folkId = present(input.folkId);
  if (folkId !== undefined) {
    if (!/^\d+$/.test(folkId) || !FOLK_IDS.has(Number(folkId))) return fail('folkId', '请选择民族');
    value.folkId = Number(folkId);
  }

  const height = present(input.height);
  if (height !== undefined) {
    const message = validateHeight(height);
    if (message) return fail('height', message);
    value.height = Number(height);
  }

  const weight = present(input.weight);
  if (weight !== undefined) {
    const message = validateWeight(weight);
    if (message) return fail('weight', message);
    value.weight = Number(weight);
  }

  return { ok: true, value };
}
