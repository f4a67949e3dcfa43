// An operator's second factor: enrolling an authenticator app (a secret shown once, confirmed by a
// first code) and checking a code at sign-in. Wrong codes count in the login throttle, per operator
// and per address, like wrong passwords; a code is accepted once.
import type { Db } from '../../db/client.ts';
import { AppError, invalid } from '../../http/app-error.ts';
import type { LoginThrottle } from '../../security/login-throttle.ts';
import { OperatorCodes, OperatorMessages } from './codes.ts';
import { operatorsRepository as repo } from './repository.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

export interface SecondFactorDeps {
  db: Db;
  clock: () => Date;
  throttle: LoginThrottle;
}

export function createSecondFactor({ db, clock, throttle }: SecondFactorDeps) {
  /**
   * Accepts `code` against the operator's secret (the confirmed one, or the one awaiting its first
   * code when `pending`), or throws: the lock after too many failures, else the wrong-code refusal.
   */
  async function check(operatorId: number, code: string, address: string, pending: boolean): Promise<void> {
    const key = `operator-totp:${operatorId}`;
    await throttle.check(key, address);
    const totp = await repo.totpOf(db, operatorId);
    const secret = totp && (pending ? !totp.confirmedAt : totp.confirmedAt) ? totp.secret : null;
    const step = secret === null ? null : totpStep(secret, code, clock());
    if (step === null || !(await repo.useTotpStep(db, operatorId, step))) {
      await throttle.fail(key, address, 'totp');
      throw new AppError(OperatorCodes.totpCode, OperatorMessages.totpCodeWrong);
    }
    await throttle.succeed(key);
  }

  return {
    /** The sign-in's second step: the operator's confirmed authenticator. */
    verify: (operatorId: number, code: string, address: string) => check(operatorId, code, address, false),

    /** A new secret for an operator without a confirmed authenticator: shown once, here. */
    async setup(operatorId: number, username: string): Promise<{ secret: string; uri: string }> {
      const secret = newTotpSecret();
      if (!(await repo.setPendingTotp(db, operatorId, secret, clock()))) {
        throw invalid(OperatorMessages.totpAlreadyEnrolled);
      }
      return { secret, uri: totpUri(secret, username) };
    },

    /** The first code from the app: the secret is now the operator's second factor. */
    async confirm(operatorId: number, code: string, address: string): Promise<void> {
      const totp = await repo.totpOf(db, operatorId);
      if (totp?.confirmedAt) throw invalid(OperatorMessages.totpAlreadyEnrolled);
      if (!totp) throw invalid(OperatorMessages.totpSetupFirst);
      await check(operatorId, code, address, true);
      await repo.confirmTotp(db, operatorId, clock());
    },
  };
}
