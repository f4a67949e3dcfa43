import { FOLKS, type ProfileInput, validateProfile } from '@tijian/domain';
import type { DbOrTx } from '../../db/client.ts';
import { invalid } from '../../http/app-error.ts';
import { type UserRow, usersRepository } from './repository.ts';

export interface UserProfile {
  id: number;
  callName: string | null;
  name: string | null;
  mobilePhone: string;
  idCardNo: string | null;
  sexCode: string | null;
  age: number | null;
  marryStateCode: string | null;
  folkId: number | null;
  folkName: string | null;
  height: number | null;
  weight: number | null;
  isGzbd: number;
  hasPassword: boolean;
}

/** What the owner sees of their own account; never the password hash or openid. */
export function toProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    callName: row.callName,
    name: row.name,
    mobilePhone: row.mobilePhone,
    idCardNo: row.idCardNo,
    sexCode: row.sexCode,
    age: row.age,
    marryStateCode: row.marryStateCode,
    folkId: row.folkId,
    folkName: row.folkId === null ? null : (FOLKS.find((f) => f.id === row.folkId)?.name ?? null),
    height: row.height,
    weight: row.weight,
    isGzbd: row.isGzbd,
    hasPassword: row.passwordHash !== null,
  };
}

export const usersService = {
  findById: (db: DbOrTx, id: number) => usersRepository.findById(db, id),
  findByPhone: (db: DbOrTx, phone: string) => usersRepository.findByPhone(db, phone),
  upsertByPhone: (db: DbOrTx, phone: string, openid?: string) =>
    usersRepository.upsertByPhone(db, phone, openid),
  setPasswordHash: (db: DbOrTx, id: number, hash: string) => usersRepository.setPasswordHash(db, id, hash),

  /** `today` is the server's clock: the age derived from the ID number is counted on that day. */
  async updateProfile(db: DbOrTx, userId: number, input: ProfileInput, today?: Date): Promise<UserProfile> {
    const result = validateProfile(input, today);
    if (!result.ok) throw invalid(result.message);
    const v = result.value;
    const row = await usersRepository.updateProfile(db, userId, {
      callName: v.callName,
      name: v.name,
      idCardNo: v.idCardNo,
      sexCode: v.sexCode,
      age: v.age,
      marryStateCode: v.marryStateCode,
      folkId: v.folkId,
      height: v.height,
      weight: v.weight,
    });
    return toProfile(row);
  },
};
