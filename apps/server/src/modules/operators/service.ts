import { type OperatorProfile, operator as operatorEndpoints } from '@tijian/contract';
import { ErrorCode } from '@tijian/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, invalid } from '../../http/app-error.ts';
import type { LoginThrottle } from '../../security/login-throttle.ts';
import { newToken, sha256 } from '../auth/crypto.ts';
import type { CentresService } from '../centres/service.ts';
import { hashPassword, verifyPassword } from '../users/password.ts';
import { clean } from './audit-detail.ts';
import { createAuditReader } from './audit-reader.ts';
import { OperatorCodes, OperatorMessages } from './codes.ts';
import { type AuditEntry, operatorsRepository as repo } from './repository.ts';
import type { OperatorRole } from './schema.ts';
import { createSecondFactor } from './second-factor.ts';
import { createStaffAdmin } from './staff.ts';

export { conflictError, OperatorCodes, OperatorMessages } from './codes.ts';

/** A staff session lasts one working day at most… */
export const OPERATOR_SESSION_MS = 12 * 3600_000;
/** …and ends after half an hour without a call (a screen left open at a shared desk). */
export const OPERATOR_IDLE_MS = 30 * 60_000;
/** How stale a session's last use may be before a call writes it again. */
const SESSION_TOUCH_MS = 60_000;
/** Between the right password and the TOTP code. */
export const OPERATOR_CHALLENGE_MS = 5 * 60_000;

/**
 * What a session that must first enrol its second factor may call: the enrolment itself, and who am
 * I / sign out. Every other operator route answers operator,totp until the enrolment is confirmed.
 */
const ENROLMENT_ENDPOINTS: ReadonlySet<string> = new Set([
  operatorEndpoints.operatorMe.id,
  operatorEndpoints.operatorLogout.id,
  operatorEndpoints.operatorTotpSetup.id,
  operatorEndpoints.operatorTotpConfirm.id,
]);

/** The operator a request acts as, with a role per centre. */
export interface Operator {
  id: number;
  username: string;
  name: string;
  /** roles in force: a centre's stopped role is not here */
  roles: ReadonlyMap<string, OperatorRole>;
  /** a centre of theirs requires the second factor */
  totpRequired: boolean;
  totpEnrolled: boolean;
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
 * account), sessions whose token is kept only as a hash (a working day at most, half an hour idle),
 * a role per centre, the second factor where a centre requires it, the staff accounts a manager
 * keeps, and the audit log that every operator call writes.
 */
export function createOperatorsService({ db, clock, throttle, centres }: OperatorsDeps) {
  const secondFactor = createSecondFactor({ db, clock, throttle });
  // Accounts that may sign in without a centre role: a company's HR administrators (the team module
  // registers its check at start; the operators module knows nothing of companies).
  const standings: ((operatorId: number) => Promise<boolean>)[] = [];
  async function mayUse(op: Operator | undefined): Promise<boolean> {
    if (!op) return false;
    if (op.roles.size > 0) return true;
    for (const stands of standings) if (await stands(op.id)) return true;
    return false;
  }

  /** The operator as a request sees them, or undefined when the account is gone or closed. */
  async function load(id: number): Promise<Operator | undefined> {
    const [row, roles, totp] = await Promise.all([
      repo.byId(db, id),
      repo.rolesOf(db, id),
      repo.totpOf(db, id),
    ]);
    if (!row || row.disabledAt) return undefined;
    return {
      id: row.id,
      username: row.username,
      name: row.name,
      roles: new Map(roles.map((c) => [c.centreId, c.role])),
      totpRequired: roles.some((c) => c.requireTotp),
      totpEnrolled: Boolean(totp?.confirmedAt),
    };
  }

  async function profileOf(op: Operator): Promise<OperatorProfile> {
    const named = await Promise.all(
      [...op.roles].map(async ([centreId, role]) => {
        const centre = await centres.centre(centreId).catch((error: unknown) => {
          // A centre deleted meanwhile (its roles go with it) is left out, as the roles' own read would.
          if (error instanceof AppError && error.code === ErrorCode.notFound) return null;
          throw error;
        });
        return centre && { centreId, centreName: centre.name, role };
      }),
    );
    return {
      id: op.id,
      username: op.username,
      name: op.name,
      centres: named.filter((c) => c !== null),
      totpRequired: op.totpRequired,
      totpEnrolled: op.totpEnrolled,
    };
  }

  async function profile(id: number): Promise<OperatorProfile> {
    const op = await load(id);
    if (!op) throw loginRequired();
    return profileOf(op);
  }

  /** A session for an operator who proved everything their centres ask. */
  async function openSession(op: Operator) {
    const token = newToken();
    const now = clock();
    const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_MS);
    await repo.insertSession(db, {
      tokenHash: sha256(token),
      operatorId: op.id,
      purpose: 'session',
      createdAt: now,
      expiresAt,
    });
    await repo.signedIn(db, op.id, now);
    const step = op.totpRequired && !op.totpEnrolled ? ('enrolTotp' as const) : ('signedIn' as const);
    return { step, ...(await profileOf(op)), token, expiresAt: expiresAt.toISOString() };
  }

  const cleaned = (entry: Omit<AuditEntry, 'at'>): AuditEntry => ({
    ...entry,
    // Each part (the body, the query, the state before and after) is cleaned as a whole request.
    ...(entry.detail === undefined
      ? {}
      : { detail: Object.fromEntries(Object.entries(entry.detail).map(([k, v]) => [k, clean(v)])) }),
    at: clock(),
  });
  const audit = async (entry: Omit<AuditEntry, 'at'>, executor: DbOrTx = db): Promise<void> => {
    await repo.insertAudit(executor, cleaned(entry));
  };

  return {
    /**
     * The password step: a session, or, when they have an authenticator, a challenge good only for
     * the code's check. An enrolled authenticator is always asked for, required by a centre or not:
     * whoever enrolled one expects a stolen password alone to open nothing.
     */
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
      const op = await load(row.id);
      // Every role stopped by its centre's manager (and no company to administer): nothing to sign in to.
      if (!op || !(await mayUse(op)))
        throw new AppError(OperatorCodes.login, OperatorMessages.accountStopped);
      if (op.totpEnrolled) {
        const challenge = newToken();
        const now = clock();
        const expiresAt = new Date(now.getTime() + OPERATOR_CHALLENGE_MS);
        await repo.insertSession(db, {
          tokenHash: sha256(challenge),
          operatorId: op.id,
          purpose: 'challenge',
          createdAt: now,
          expiresAt,
        });
        return { step: 'totp' as const, challenge, expiresAt: expiresAt.toISOString() };
      }
      return openSession(op);
    },

    /** The code step: the challenge is used up by the first right code. */
    async loginTotp(challenge: string, code: string, address: string) {
      const hash = sha256(challenge);
      const found = await repo.liveChallenge(db, hash, clock());
      if (!found) throw new AppError(OperatorCodes.login, OperatorMessages.challengeGone);
      await secondFactor.verify(found.operatorId, code, address);
      if (!(await repo.endSession(db, hash, clock()))) {
        throw new AppError(OperatorCodes.login, OperatorMessages.challengeGone);
      }
      const op = await load(found.operatorId);
      if (!op || !(await mayUse(op)))
        throw new AppError(OperatorCodes.login, OperatorMessages.accountStopped);
      return openSession(op);
    },

    async logout(token: string): Promise<void> {
      await repo.endSession(db, sha256(token), clock());
    },

    /**
     * The operator of a live session, or the operator,login refusal; using it keeps it alive. A
     * session that must first enrol the second factor opens only the enrolment's endpoints
     * (`endpointId`: the route called).
     */
    async authenticate(token: string | undefined, endpointId?: string): Promise<Operator> {
      if (!token) throw loginRequired();
      const now = clock();
      const idleSince = new Date(now.getTime() - OPERATOR_IDLE_MS);
      const live = await repo.liveSession(db, sha256(token), now, idleSince);
      // The last use is written at most once a minute (a write waits for the disk; a desk's refreshes
      // would pay it on every call): the idle limit is kept to within that minute.
      const session =
        live && now.getTime() - live.lastSeenAt.getTime() >= SESSION_TOUCH_MS
          ? await repo.touchSession(db, sha256(token), now, idleSince)
          : live;
      if (!session) throw loginRequired();
      const op = await load(session.operatorId);
      if (!op || !(await mayUse(op))) throw loginRequired();
      if (op.totpRequired && !op.totpEnrolled && !(endpointId && ENROLMENT_ENDPOINTS.has(endpointId))) {
        throw new AppError(OperatorCodes.totpRequired, OperatorMessages.totpRequired);
      }
      return op;
    },

    profile,

    /**
     * Lets accounts without a centre role sign in when `stands` says so (a company's HR
     * administrator); called once at start by the module that keeps that standing.
     */
    admitWithoutCentre(stands: (operatorId: number) => Promise<boolean>): void {
      standings.push(stands);
    },

    /** Refuses unless the operator holds one of `roles` at the centre. */
    assertRole(operator: Operator, centreId: string, roles: readonly OperatorRole[]): void {
      const role = operator.roles.get(centreId);
      if (!role || !roles.includes(role))
        throw new AppError(OperatorCodes.forbidden, OperatorMessages.forbidden);
    },

    /**
     * One audit row, its detail cleaned (no password, code or secret; ID numbers and phones masked);
     * inside the caller's transaction when it passes one, so it commits with the change.
     */
    audit,

    /** The audit row of a read (a list, a search): it changes nothing, so it need not wait for the disk. */
    async auditRead(entry: Omit<AuditEntry, 'at'>): Promise<void> {
      await repo.insertAuditUnsynced(db, cleaned(entry));
    },

    /** An audit row written by a job, in the name of the system account (no one signs in as it). */
    async auditBySystem(entry: Omit<AuditEntry, 'at' | 'operatorId'>, executor: DbOrTx = db): Promise<void> {
      await audit({ ...entry, operatorId: await repo.systemOperatorId(executor) }, executor);
    },

    auditOf(targetType: string, targetId: string) {
      return repo.auditOf(db, targetType, targetId);
    },

    /** A page of a centre's audit log for its manager. */
    auditLog: createAuditReader({ db }),

    /** The staff accounts a centre's manager keeps. */
    staff: createStaffAdmin({ db, clock }),

    /** The operator's own password: the old one first (throttled like a login); their other sessions end. */
    async changePassword(
      op: Operator,
      token: string,
      oldPassword: string,
      newPassword: string,
      address: string,
    ) {
      const key = `operator:${op.username}`;
      await throttle.check(key, address);
      const row = await repo.byId(db, op.id);
      if (!row || !(await verifyPassword(oldPassword, row.passwordHash))) {
        await throttle.fail(key, address, 'password');
        throw invalid(OperatorMessages.oldPasswordWrong);
      }
      await throttle.succeed(key);
      if (oldPassword === newPassword) throw invalid(OperatorMessages.samePassword);
      await repo.setPassword(db, op.id, await hashPassword(newPassword));
      await repo.endSessionsOf(db, op.id, clock(), sha256(token));
    },

    /** Whether the operator has a confirmed authenticator (the audit's before and after of enrolling). */
    async totpEnrolled(id: number): Promise<boolean> {
      return Boolean((await repo.totpOf(db, id))?.confirmedAt);
    },

    /** Enrolment, first step: the secret and its otpauth:// address, shown once. */
    totpSetup: (op: Operator) => secondFactor.setup(op.id, op.username),

    /** Enrolment, second step: the first code; a session that could only enrol can now do the rest. */
    async totpConfirm(op: Operator, code: string, address: string): Promise<OperatorProfile> {
      await secondFactor.confirm(op.id, code, address);
      return profile(op.id);
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
