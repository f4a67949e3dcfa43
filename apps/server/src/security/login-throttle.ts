import { ErrorCode } from '@tijian/domain';
import { AppError } from '../http/app-error.ts';
import type { LimitStore } from './limit-store.ts';
import { type SecurityLogger, securityEvent } from './security-log.ts';

export const LOGIN_LIMITS = {
  /** Failures of one phone (password or SMS code) after which a password login needs the picture code. */
  captchaAfter: 5,
  /** Failures of one phone after which it is locked. */
  lockAfter: 10,
  lockMs: 15 * 60_000,
  /** Failures are counted over this window from the first. */
  failureWindowMs: 60 * 60_000,
  /** Failures from one client address (many phones) before it is refused for the window. */
  perAddress: 50,
} as const;

/** "HH:mm" in China time, when the lock ends. */
const chinaTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(11, 16);

/**
 * Guess throttling for both login modes, keyed by phone and by client address, in the shared limit
 * store: after 5 failures the picture code is required, after 10 the phone is locked for 15 minutes.
 */
export function createLoginThrottle(store: LimitStore, clock: () => Date, log: SecurityLogger) {
  const phoneKey = (phone: string) => `login-fail:phone:${phone}`;
  const lockKey = (phone: string) => `login-lock:${phone}`;
  const addressKey = (address: string) => `login-fail:addr:${address}`;

  function lockedError(msLeft: number) {
    const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
    return new AppError(
      ErrorCode.loginLocked,
      `登录失败次数过多，已临时锁定，请${minutes}分钟后（${chinaTime(clock().getTime() + msLeft)}之后）再试`,
    );
  }

  return {
    /** Refuses a locked phone or a noisy address; says whether the picture code is needed. */
    async check(phone: string, address: string): Promise<{ captchaRequired: boolean }> {
      const lock = await store.peek(lockKey(phone));
      if (lock.count > 0) throw lockedError(lock.msLeft);
      const byAddress = await store.peek(addressKey(address));
      if (byAddress.count >= LOGIN_LIMITS.perAddress) {
        securityEvent(log, 'limit.hit', { address, reason: 'login failures per address' });
        throw new AppError(
          ErrorCode.loginLocked,
          `当前网络登录失败次数过多，请${Math.max(1, Math.ceil(byAddress.msLeft / 60_000))}分钟后再试`,
        );
      }
      const failures = await store.peek(phoneKey(phone));
      return { captchaRequired: failures.count >= LOGIN_LIMITS.captchaAfter };
    },

    /** Counts a failure; locks the phone (and throws the lock message) at the tenth. */
    async fail(
      phone: string,
      address: string,
      method: 'password' | 'sms' | 'totp',
    ): Promise<{ failures: number }> {
      securityEvent(log, 'login.failure', { phone, address, method });
      await store.hit(addressKey(address), LOGIN_LIMITS.failureWindowMs);
      const { count } = await store.hit(phoneKey(phone), LOGIN_LIMITS.failureWindowMs);
      if (count >= LOGIN_LIMITS.lockAfter) {
        await store.set(lockKey(phone), 1, LOGIN_LIMITS.lockMs);
        await store.clear(phoneKey(phone));
        securityEvent(log, 'login.lockout', { phone, address, method });
        throw lockedError(LOGIN_LIMITS.lockMs);
      }
      return { failures: count };
    },

    async succeed(phone: string): Promise<void> {
      await store.clear(phoneKey(phone));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
