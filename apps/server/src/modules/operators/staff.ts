// The staff accounts of a centre, as its manager keeps them (operatorRoute has checked the manager's
// role there before any of these runs). A role and its stopping belong to the centre; a password and
// an authenticator belong to the person, so they are reset here only for someone who works at no
// centre the manager does not run.
import type { StaffList, StaffMember } from '@tijian/contract';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import { hashPassword } from '../users/password.ts';
import { conflictError } from './codes.ts';
import { operatorsRepository } from './repository.ts';
import type { OperatorRole } from './schema.ts';
import type { Operator } from './service.ts';
import { type MemberRow, staffRepository as repo } from './staff-repository.ts';

export const StaffMessages = {
  notMember: '未找到该工作人员',
  usernameTaken: '该账号已被使用，请换一个',
  selfRole: '不能更改自己的角色',
  selfDisable: '不能停用自己的账号',
  selfPassword: '请在“修改密码”中修改自己的密码',
  selfTotp: '不能清除自己的动态验证码，请联系本中心其他管理员',
  lastManager: '本中心至少需要保留一名管理员',
  otherCentres: '该工作人员也在其他体检中心任职，请联系平台管理员处理',
  enrolBeforeRequiring: '请先为自己绑定动态验证码，再开启两步验证',
} as const;

export const toStaffMember = (row: MemberRow): StaffMember => ({
  operatorId: row.operatorId,
  username: row.username,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  totpEnrolled: row.totpConfirmedAt !== null,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

export interface StaffDeps {
  db: Db;
  clock: () => Date;
}

export function createStaffAdmin({ db, clock }: StaffDeps) {
  async function member(centreId: string, operatorId: number): Promise<StaffMember> {
    const row = await repo.member(db, centreId, operatorId);
    if (!row) throw notFound(StaffMessages.notMember);
    return toStaffMember(row);
  }

  /**
   * A change of role or status at the version the manager's screen saw, refused when it would leave
   * the centre without an active manager (managers are locked first, so two managers changing each
   * other at once take turns).
   */
  async function change(
    key: { centreId: string; operatorId: number; version: number },
    set: { role?: OperatorRole; disabledAt?: Date | null },
  ): Promise<StaffMember> {
    await transaction(db, async (tx) => {
      await repo.lockManagers(tx, key.centreId);
      if (!(await repo.update(tx, key, set))) {
        if (await repo.member(tx, key.centreId, key.operatorId)) throw conflictError();
        throw notFound(StaffMessages.notMember);
      }
      if ((await repo.countManagers(tx, key.centreId)) === 0) throw invalid(StaffMessages.lastManager);
    });
    return member(key.centreId, key.operatorId);
  }

  /** Refuses a reset of someone who also works where the manager does not manage. */
  async function assertOnlyOurs(manager: Operator, operatorId: number): Promise<void> {
    const theirs = await repo.centresOf(db, operatorId);
    if (theirs.some((c) => manager.roles.get(c) !== 'manager')) throw invalid(StaffMessages.otherCentres);
  }

  return {
    member,

    /** The member's audit snapshot: what a manager's change moves; null when they are not staff there. */
    async snapshot(centreId: string, operatorId: number) {
      const row = await repo.member(db, centreId, operatorId);
      return row
        ? { role: row.role, disabled: row.disabledAt !== null, totpEnrolled: row.totpConfirmedAt !== null }
        : null;
    },

    async list(centreId: string): Promise<StaffList> {
      const [rows, totp] = await Promise.all([repo.membersOf(db, centreId), repo.totpSetting(db, centreId)]);
      return { list: rows.map(toStaffMember), totp };
    },

    async create(input: {
      centreId: string;
      username: string;
      name: string;
      role: OperatorRole;
      password: string;
    }): Promise<StaffMember> {
      // Checked first to spare a hash; the insert's own conflict check settles a race.
      if (await operatorsRepository.byUsername(db, input.username))
        throw invalid(StaffMessages.usernameTaken);
      const passwordHash = await hashPassword(input.password);
      const id = await transaction(db, (tx) => repo.create(tx, { ...input, passwordHash, now: clock() }));
      if (id === undefined) throw invalid(StaffMessages.usernameTaken);
      return member(input.centreId, id);
    },

    async setRole(
      manager: Operator,
      input: { centreId: string; operatorId: number; role: OperatorRole; version: number },
    ): Promise<StaffMember> {
      if (input.operatorId === manager.id) throw invalid(StaffMessages.selfRole);
      return change(input, { role: input.role });
    },

    async setDisabled(
      manager: Operator,
      input: { centreId: string; operatorId: number; disabled: boolean; version: number },
    ): Promise<StaffMember> {
      if (input.operatorId === manager.id) throw invalid(StaffMessages.selfDisable);
      return change(input, { disabledAt: input.disabled ? clock() : null });
    },

    /** A new password from the manager; every session of the person ends. */
    async resetPassword(
      manager: Operator,
      input: { centreId: string; operatorId: number; password: string },
    ): Promise<StaffMember> {
      if (input.operatorId === manager.id) throw invalid(StaffMessages.selfPassword);
      await member(input.centreId, input.operatorId);
      await assertOnlyOurs(manager, input.operatorId);
      await operatorsRepository.setPassword(db, input.operatorId, await hashPassword(input.password));
      await operatorsRepository.endSessionsOf(db, input.operatorId, clock());
      return member(input.centreId, input.operatorId);
    },

    /** Forgets the person's authenticator (a lost phone): they enrol again at their next sign-in. */
    async resetTotp(
      manager: Operator,
      input: { centreId: string; operatorId: number },
    ): Promise<StaffMember> {
      if (input.operatorId === manager.id) throw invalid(StaffMessages.selfTotp);
      await member(input.centreId, input.operatorId);
      await assertOnlyOurs(manager, input.operatorId);
      await operatorsRepository.removeTotp(db, input.operatorId);
      return member(input.centreId, input.operatorId);
    },

    totpSetting: (centreId: string) => repo.totpSetting(db, centreId),

    /**
     * Requires (or stops requiring) the second factor of the centre's staff. A manager without an
     * authenticator cannot turn it on: the next call would lock their own session into enrolling.
     */
    async setTotpRequired(
      manager: Operator,
      input: { centreId: string; requireTotp: boolean; version: number },
    ): Promise<{ requireTotp: boolean; version: number }> {
      if (input.requireTotp && !manager.totpEnrolled) throw invalid(StaffMessages.enrolBeforeRequiring);
      if (!(await repo.setTotpSetting(db, { ...input, now: clock() }))) throw conflictError();
      return repo.totpSetting(db, input.centreId);
    },
  };
}
