import type { OperatorProfile } from '@tijian/contract';
import { ErrorCode } from '@tijian/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { LoginThrottle } from '../../security/login-throttle.ts';
import { newToken, sha256 } from '../auth/crypto.ts';
import type { CentresService } from '../centres/service.ts';
import { hashPassword, verifyPassword } from '../users/password.ts';
import { type AuditEntry, operatorsRepository as repo } from './repository.ts';
import type { OperatorRole } from './schema.ts';

/** Codes of the operator API's own refusals (no spec code covers staff). */
export const OperatorCodes = { login: 'operator,login', forbidden: 'operator,forbidden' } as const;

export const OperatorMessages = {
  loginRequired: '请先登录工作人员账号',
  badCredentials: '账号或密码错误',
  forbidden: '无权操作该体检中心',
} as const;

/** A staff session lasts one working day at most. */
const SESSION_MS = 12 * 3600_000;

/** The operator a request acts as, with a role per centre. */
export interface Operator {
  id: number;
  name: string;
  roles: ReadonlyMap<string, OperatorRole>;
}

export interface OperatorsDeps {
  db: Db;
  clock: () => Date;
  throttle: LoginThrottle;
  centres: Pick<CentresService, 'centre'>;
}

const loginRequired = () => new AppError(OperatorCodes.login, OperatorMessages.loginRequired);

/**
 * Centre staff: their own accounts (argon2id passwords, the customers' guess throttling keyed by
 * account), sessions whose token is kept only as a hash, a role per centre, and the audit log that
 * every changing call writes.
 */
export function createOperatorsService({ db, clock, throttle, centres }: OperatorsDeps) {
  async function profile(id: number): Promise<OperatorProfile> {
    const row = await repo.byId(db, id);
    if (!row) throw loginRequired();
    const roles = await repo.rolesOf(db, id);
    const named = await Promise.all(
      roles.map(async ({ centreId, role }) => {
        const centre = await centres.centre(centreId).catch((error: unknown) => {
          // A centre deleted meanwhile (its roles go with it) is left out, as the roles' own read would.
          if (error instanceof AppError && error.code === ErrorCode.notFound) return null;
          throw error;
        });
        return centre && { centreId, centreName: centre.name, role };
      }),
    );
    return { id: row.id, username: row.username, name: row.name, centres: named.filter((c) => c !== null) };
  }

  return {
    async login(username: string, password: string, address: string) {
      const key = `operator:${username}`;
      await throttle.check(key, address);
      const row = await repo.byUsername(db, username);
      const ok = await verifyPassword(password, row && !row.disabledAt ? row.passwordHash : null);
      if (!row || !ok) {
        await throttle.fail(key, address, 'password');
        throw new AppError(OperatorCodes.login, OperatorMessages.badCredentials);
      }
      await throttle.succeed(key);
      const token = newToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + SESSION_MS);
      await repo.insertSession(db, {
        tokenHash: sha256(token),
        operatorId: row.id,
        createdAt: now,
        expiresAt,
      });
      return { ...(await profile(row.id)), token, expiresAt: expiresAt.toISOString() };
    },

    async logout(token: string): Promise<void> {
      await repo.endSession(db, sha256(token), clock());
    },

    /** The operator of a live session, or the operator,login refusal. */
    async authenticate(token: string | undefined): Promise<Operator> {
      if (!token) throw loginRequired();
      const session = await repo.liveSession(db, sha256(token), clock());
      if (!session) throw loginRequired();
      const row = await repo.byId(db, session.operatorId);
      if (!row) throw loginRequired();
      const roles = await repo.rolesOf(db, row.id);
      return { id: row.id, name: row.name, roles: new Map(roles.map((c) => [c.centreId, c.role])) };
    },

    profile,

    /** Refuses unless the operator holds one of `roles` at the centre. */
    assertRole(operator: Operator, centreId: string, roles: readonly OperatorRole[]): void {
      const role = operator.roles.get(centreId);
      if (!role || !roles.includes(role))
        throw new AppError(OperatorCodes.forbidden, OperatorMessages.forbidden);
    },

    /** One audit row; inside the caller's transaction when it passes one, so it commits with the change. */
    async audit(entry: Omit<AuditEntry, 'at'>, executor: DbOrTx = db): Promise<void> {
      await repo.insertAudit(executor, { ...entry, at: clock() });
    },

    auditOf(targetType: string, targetId: string) {
      return repo.auditOf(db, targetType, targetId);
    },

    /** Seed and tests: an operator with a password and a role per centre. */
    async ensure(input: {
      username: string;
      name: string;
      password: string;
      centres: { centreId: string; role: OperatorRole }[];
    }): Promise<number> {
      const existing = await repo.byUsername(db, input.username);
      const passwordHash = existing?.passwordHash ?? (await hashPassword(input.password));
      return repo.upsert(db, {
        username: input.username,
        name: input.name,
        passwordHash,
        centres: input.centres,
      });
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
