import type { FamilyMember, FamilyMemberSummary } from '@tijian/contract';
import {
  checkExaminee,
  type ExamineeForm,
  FOLKS,
  firstExamineeError,
  isRelationCode,
  maskIdCard,
  maskPhone,
  optionOf,
  RELATIONS,
  RuleMessages,
} from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import { createReportLinks } from './report-links.ts';
import { type FamilyMemberRow, familyRepository } from './repository.ts';

export interface FamilyDeps {
  db: Db;
  /** ages from ID numbers are counted on the server's date */
  clock: () => Date;
}

/** Enough for a household; stops a script from filling the table through one account. */
export const MAX_FAMILY_MEMBERS = 30;

export interface FamilyMemberInput extends ExamineeForm {
  relationCode?: string | null;
}

const sexCode = (v: string) => (v === 'female' ? 'female' : 'male');
const marryStateCode = (v: string) => (v === 'married' ? 'married' : 'unmarried');

function toMember(row: FamilyMemberRow): FamilyMember {
  return {
    id: row.id,
    relationCode: isRelationCode(row.relationCode) ? row.relationCode : 'other',
    relationName: optionOf(RELATIONS, row.relationCode)?.name ?? '其他',
    callName: row.callName,
    idCardNo: row.idCardNo,
    boCellPhoneNo: row.mobilePhone,
    sexCode: sexCode(row.sexCode),
    age: row.age,
    marryStateCode: marryStateCode(row.marryStateCode),
    folkId: row.folkId,
    folkName: FOLKS.find((f) => f.id === row.folkId)?.name ?? null,
    height: row.height,
    weight: row.weight,
  };
}

/** The list never carries a whole ID number or phone. */
function toSummary(row: FamilyMemberRow): FamilyMemberSummary {
  const member = toMember(row);
  return {
    ...member,
    idCardNo: maskIdCard(row.idCardNo),
    boCellPhoneNo: row.mobilePhone === null ? null : maskPhone(row.mobilePhone),
  };
}

/**
 * Family members: the people an account books for, each readable and changeable by that account only;
 * and the people whose reports it proved it may read (`reportLinks`).
 */
export function createFamilyService({ db, clock }: FamilyDeps) {
  return {
    reportLinks: createReportLinks({ db, clock }),

    async list(userId: number): Promise<FamilyMemberSummary[]> {
      return (await familyRepository.list(db, userId)).map(toSummary);
    },

    async detail(userId: number, id: number): Promise<FamilyMember> {
      const row = await familyRepository.find(db, userId, id);
      if (!row) throw notFound('该家庭成员不存在');
      return toMember(row);
    },

    /** Creates the member, or updates it when `id` names one of this account's members. */
    async save(userId: number, input: FamilyMemberInput & { id?: number | null }): Promise<FamilyMember> {
      const relation = input.relationCode?.trim() ?? '';
      if (!isRelationCode(relation)) throw invalid(RuleMessages.relationRequired);
      const result = checkExaminee(input, { path: 'family', today: clock() });
      if (!result.ok) throw invalid(firstExamineeError(result.errors)?.message ?? '请求格式不正确');
      const v = result.value;
      const values = {
        relationCode: relation,
        callName: v.callName,
        // A family member always has one: the family path requires it.
        idCardNo: v.idCardNo!,
        mobilePhone: v.boCellPhoneNo,
        sexCode: v.sexCode,
        age: v.age,
        marryStateCode: v.marryStateCode,
        folkId: v.folkId,
        height: v.height,
        weight: v.weight,
      };
      // One entry per person: the same ID number twice would be two names for one person.
      const same = await familyRepository.findByIdCard(db, userId, values.idCardNo);
      if (same && same.id !== input.id) throw invalid('该身份证号的家庭成员已存在');
      if (input.id != null) {
        const row = await familyRepository.update(db, userId, input.id, values);
        if (!row) throw notFound('该家庭成员不存在');
        return toMember(row);
      }
      if ((await familyRepository.countFor(db, userId)) >= MAX_FAMILY_MEMBERS) {
        throw invalid(`最多可添加${MAX_FAMILY_MEMBERS}位家庭成员`);
      }
      return toMember(await familyRepository.insert(db, userId, values));
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await familyRepository.remove(db, userId, id))) throw notFound('该家庭成员不存在');
    },
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
