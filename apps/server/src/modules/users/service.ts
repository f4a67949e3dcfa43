import type { UserProfile } from '@tijian/contract';
import { ErrorCode, FOLKS, type ProfileInput, validateProfile } from '@tijian/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../http/app-error.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { type UserRow, usersRepository } from './repository.ts';

export interface UsersDeps {
  db: Db;
  /** The server's clock: an age derived from an ID number is counted on its date. */
  clock: () => Date;
}

export type { UserProfile };

// The domain validated these on the way in; a value written by hand in the database reads as unset.
const sexCode = (v: string | null) => (v === 'male' || v === 'female' ? v : null);
const marryStateCode = (v: string | null) => (v === 'married' || v === 'unmarried' ? v : null);

/** What the owner sees of their own account; never the password hash or openid. */
function toProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    callName: row.callName,
    name: row.name,
    mobilePhone: row.mobilePhone,
    idCardNo: row.idCardNo,
    sexCode: sexCode(row.sexCode),
    age: row.age,
    marryStateCode: marryStateCode(row.marryStateCode),
    folkId: row.folkId,
    folkName: row.folkId === null ? null : (FOLKS.find((f) => f.id === row.folkId)?.name ?? null),
    height: row.height,
    weight: row.weight,
    isGzbd: row.isGzbd,
    hasPassword: row.passwordHash !== null,
  };
}

/**
 * Accounts: profiles and credentials. Rows stay inside this module; other modules ask it questions
 * (whose are these credentials, make sure this phone has an account) and get ids or profiles back.
 */
export function createUsersService({ db, clock }: UsersDeps) {
  async function row(userId: number): Promise<UserRow> {
    const found = await usersRepository.findById(db, userId);
    if (!found) throw notFound('用户不存在');
    return found;
  }

  return {
    async profile(userId: number): Promise<UserProfile> {
      return toProfile(await row(userId));
    },

    /** The WeChat openid the account signed in with, if it ever did (the notices' WeChat channel, JSAPI payment). */
    async openidOf(userId: number): Promise<string | null> {
      return (await usersRepository.findById(db, userId))?.openid ?? null;
    },

    /** openidOf for many accounts at once: those without one are left out. */
    openidsOf: (userIds: readonly number[]) => usersRepository.openidsOf(db, userIds),

    async updateProfile(userId: number, input: ProfileInput): Promise<UserProfile> {
      const result = validateProfile(input, clock());
      if (!result.ok) throw invalid(result.message);
      const v = result.value;
      const updated = await usersRepository.updateProfile(db, userId, {
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
      return toProfile(updated);
    },

    /** The account of this phone, created on first login; a WeChat openid given is linked to it. Answers its id. */
    async ensureByPhone(mobilePhone: string, openid?: string): Promise<number> {
      return (await usersRepository.upsertByPhone(db, mobilePhone, openid)).id;
    },

    /** The id of the account these credentials open, or null (unknown phone, no password, wrong password). */
    async verifyCredentials(mobilePhone: string, password: string): Promise<number | null> {
      const found = await usersRepository.findByPhone(db, mobilePhone);
      // Checked even for an unknown phone, so the answer takes as long either way.
      const good = await verifyPassword(password, found?.passwordHash ?? null);
      if (!found || !good) return null;
      // A hash of an older kind or weaker parameters is replaced now that the password is at hand.
      if (found.passwordHash && needsRehash(found.passwordHash)) {
        await usersRepository.setPasswordHash(db, found.id, await hashPassword(password));
      }
      return found.id;
    },

    /** Passes when `password` is the user's current one; else the spec's password,old with the reason. */
    async checkPassword(userId: number, password: string): Promise<void> {
      const { passwordHash } = await row(userId);
      if (!passwordHash) throw new AppError(ErrorCode.passwordOld, '您还未设置登录密码');
      if (!(await verifyPassword(password, passwordHash))) {
        throw new AppError(ErrorCode.passwordOld, '原密码不正确');
      }
    },

    /**
     * Sets a new password; the current one must be given and match when one exists. `alongside` runs in
     * the same transaction as the write (auth ends the other sessions there), so both happen or neither.
     */
    async changePassword(
      userId: number,
      change: { oldPassword?: string | undefined; newPassword: string },
      alongside?: (tx: Tx) => Promise<void>,
    ): Promise<void> {
      const { passwordHash } = await row(userId);
      if (passwordHash) {
        if (!change.oldPassword || !(await verifyPassword(change.oldPassword, passwordHash))) {
          throw new AppError(ErrorCode.passwordOld, '原密码不正确');
        }
      }
      // Hashed before the transaction opens: scrypt's tens of milliseconds should not hold a connection.
      const hash = await hashPassword(change.newPassword);
      await db.transaction(async (tx) => {
        await usersRepository.setPasswordHash(tx, userId, hash);
        await alongside?.(tx);
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
