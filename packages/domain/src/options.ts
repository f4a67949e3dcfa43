// The option lists of spec 3, as data: each item has a stable code (what the wire and the database
// keep), a Chinese name (what a person reads), and a numeric id in list order. Served by the dict
// endpoint and used by the forms, so a list is written once.
import type { CheckType } from './catalogue/types.ts';
import type { MarryStateCode, SexCode } from './person-codes.ts';
import { FOLKS } from './profile.ts';

export interface OptionItem<C extends string = string> {
  readonly code: C;
  readonly name: string;
  readonly id: number;
  /** Where a list carries a second spelling (the ethnic groups' numeric code as text). */
  readonly value?: string;
}

function list<const C extends string>(
  entries: ReadonlyArray<readonly [C, string]>,
): ReadonlyArray<OptionItem<C>> {
  return entries.map(([code, name], index) => ({ code, name, id: index + 1 }));
}

/** Who the examinee is to the account holder (family members). */
export const RELATIONS = list([
  ['mother', '母亲'],
  ['father', '父亲'],
  ['fatherInLaw', '岳父/公公'],
  ['motherInLaw', '岳母/婆婆'],
  ['elderSister', '姐姐'],
  ['youngerSister', '妹妹'],
  ['wife', '妻子'],
  ['husband', '丈夫'],
  ['son', '儿子'],
  ['daughter', '女儿'],
  ['elderBrother', '哥哥'],
  ['youngerBrother', '弟弟'],
  ['maternalGrandmother', '外婆'],
  ['maternalGrandfather', '外公'],
  ['paternalGrandmother', '奶奶'],
  ['paternalGrandfather', '爷爷'],
  ['other', '其他'],
]);

export type RelationCode = (typeof RELATIONS)[number]['code'];

export const SEX_TYPES: ReadonlyArray<OptionItem<SexCode>> = list<SexCode>([
  ['male', '男'],
  ['female', '女'],
]);

/** Married includes cohabiting (spec 3). */
export const MARITAL_STATES: ReadonlyArray<OptionItem<MarryStateCode>> = list<MarryStateCode>([
  ['married', '已婚'],
  ['unmarried', '未婚'],
]);

export const PROFESSIONS = list([
  ['none', '无'],
  ['civilServant', '公务员'],
  ['technical', '专业技术人员'],
  ['clerk', '办事人员'],
  ['manager', '企业管理人员'],
  ['worker', '工人'],
  ['farmer', '农民'],
  ['student', '学生'],
  ['soldier', '现役军人'],
  ['freelancer', '自由职业者'],
  ['selfEmployed', '个体经营者'],
  ['unemployed', '无业人员'],
  ['retired', '退（离）休人员'],
  ['other', '其他'],
]);

/** Ethnic groups: codes 0-56, Han 0, no 20 (the backend's list). */
export const ETHNIC_GROUPS: ReadonlyArray<OptionItem> = FOLKS.map((folk) => ({
  code: String(folk.id),
  name: folk.name,
  id: folk.id,
  value: String(folk.id),
}));

export const EDUCATIONS = list([
  ['none', '无'],
  ['primary', '小学及以下'],
  ['juniorHigh', '初中'],
  ['seniorHigh', '高中'],
  ['vocational', '中专'],
  ['university', '大学'],
  ['postgraduate', '研究生及以上'],
  ['other', '其他'],
]);

export const CHECK_TYPE_OPTIONS: ReadonlyArray<OptionItem<CheckType>> = list<CheckType>([
  ['covid', '新冠检测'],
  ['general', '常规体检'],
  ['civilServant', '公务员体检'],
  ['cream', '青年体检'],
  ['pet_ct', '中年体检'],
  ['older', '老年体检'],
  ['chronic', '慢病体检'],
  ['gravida', '孕前体检'],
  ['women', '女性体检'],
  ['children', '功能医学'],
  ['newEmployee', '入职体检'],
  ['driver', '驾驶员体检'],
  ['adopter', '领养体检'],
  ['housek', '家政体检'],
  ['other', '其他'],
]);

/** Who a package or item is for. */
export const CHECK_OBJECTS = list([
  ['common', '通用'],
  ['male', '男'],
  ['female', '女'],
]);

/** The dict endpoint's `type` values and the list each names. */
export const OPTION_LISTS = {
  relation: RELATIONS,
  sex: SEX_TYPES,
  marital: MARITAL_STATES,
  profession: PROFESSIONS,
  folk: ETHNIC_GROUPS,
  education: EDUCATIONS,
  checkType: CHECK_TYPE_OPTIONS,
  checkObject: CHECK_OBJECTS,
} as const satisfies Record<string, ReadonlyArray<OptionItem>>;

export type OptionListType = keyof typeof OPTION_LISTS;

export const OPTION_LIST_TYPES = Object.keys(OPTION_LISTS) as OptionListType[];

/** The item of `code` in a list, or undefined. */
export function optionOf<C extends string>(
  items: ReadonlyArray<OptionItem<C>>,
  code: string | null | undefined,
): OptionItem<C> | undefined {
  return code == null ? undefined : items.find((item) => item.code === code);
}

export function isRelationCode(code: string): code is RelationCode {
  return RELATIONS.some((item) => item.code === code);
}
